import { pageLabels } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { useDocumentTitle } from '#ui/page-title';

/** /impersonation-ended: public end-of-session page. */
export default function ImpersonationEndedPage() {
  useDocumentTitle('Impersonation Ended');
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="mx-auto mb-4 size-10 fill-none stroke-green-700 stroke-2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="m8 12.5 2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <h1 className="text-xl font-semibold text-slate-900">{pageLabels.impersonationEnded}</h1>
      <p className="mt-2 text-slate-700">{pageLabels.impersonationEndedBody}</p>
      <Link to={links.home()} className={`${buttonClasses()} mt-6`}>
        Back to Home
      </Link>
    </div>
  );
}
