import { now } from '@msc/shared/clock';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { loadFeedbackDialog, siteConfigQuery } from '#features/site/shell';
import { links } from '#lib/paths';
import { NewTabLink } from '#ui/new-tab-link';
import { APP_NAME } from '#ui/page-title';
import { ChunkLoadError } from '../routes/lazy-page';

// The form library loads with the dialog, not with every page.
const FeedbackDialog = lazy(() =>
  loadFeedbackDialog().then(
    (module) => ({ default: module.FeedbackDialog }),
    (error: unknown) => {
      throw new ChunkLoadError(error);
    },
  ),
);

const LINK = 'rounded text-slate-300 hover:text-white hover:underline';

/** A link of the site setting (SiteLinks); none while the setting has no address for it. */
function ExternalLink({ href, children }: { href: string | undefined; children: string }) {
  if (!href) return null;
  return (
    <li>
      <NewTabLink href={href} className={LINK}>
        {children}
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="ml-1 inline size-3 fill-current align-baseline"
        >
          <path d="M11 3h6v6h-2V6.4l-6.3 6.3-1.4-1.4L13.6 5H11V3ZM4 5h5v2H5v8h8v-4h2v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
        </svg>
      </NewTabLink>
    </li>
  );
}

/**
 * Contact Us, Help Center, Provide Feedback, and the agent portal, terms and privacy of the site setting (the
 * links Contact Us shows too).
 */
export function Footer() {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const siteLinks = useQuery(siteConfigQuery()).data?.links;
  return (
    <footer className="mt-auto bg-slate-900 text-sm">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-8 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <li>
              <Link to={links.contactUs()} className={LINK}>
                Contact Us
              </Link>
            </li>
            <li>
              <Link to={links.helpCenter()} className={LINK}>
                Help Center
              </Link>
            </li>
            <li>
              <button type="button" onClick={() => setFeedbackOpen(true)} className={LINK}>
                Provide Feedback
              </button>
            </li>
            <ExternalLink href={siteLinks?.agentPortal}>Agent Portal</ExternalLink>
            <ExternalLink href={siteLinks?.termsOfUse}>Terms of Use</ExternalLink>
            <ExternalLink href={siteLinks?.privacy}>Privacy</ExternalLink>
          </ul>
        </nav>
        <p className="text-slate-400">
          © {now().getFullYear()} {APP_NAME}
        </p>
      </div>
      {feedbackOpen && (
        <Suspense>
          <FeedbackDialog open onOpenChange={setFeedbackOpen} />
        </Suspense>
      )}
    </footer>
  );
}
