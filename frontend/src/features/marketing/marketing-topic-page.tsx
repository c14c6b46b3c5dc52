import { marketingTexts as T } from '@msc/shared/messages';
import { marketingTopic } from '@msc/shared/rules/marketing-pages';
import { Link, useLocation } from 'react-router';
import { links } from '#lib/paths';
import { PageTitle } from '#ui/page-title';
import { LinkCards } from './link-list';

/**
 * The topic pages of spec 1 §2 (/grow-your-business, /sell-new-prospects, …). The spec gives their titles
 * only; each links to the programmes and filtered product searches the portal has for its topic.
 */
export default function MarketingTopicPage() {
  const { pathname } = useLocation();
  const topic = marketingTopic(pathname);
  if (!topic) return null;
  return (
    <>
      <Link
        to={links.marketing()}
        className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
      >
        ← {T.title}
      </Link>
      <div className="mt-4">
        <PageTitle title={T.pages[topic.title]} />
      </div>
      <LinkCards items={topic.links} label={T.linksTitle} />
    </>
  );
}
