import { labels, retentionTexts } from '@msc/shared/messages';
import { Link } from 'react-router';
import { links, paths } from '#lib/paths';
import { PageTitle } from '#ui/page-title';

const PROGRAMMES = [
  ['relationshipMarketing', paths.relationshipMarketing],
  ['moving', paths.moving],
  ['winBack', paths.winBack],
  ['clientReferral', paths.clientReferral],
  ['insuranceCheckUp', paths.insuranceCheckUp],
] as const;

/** The customer lists of spec 2 §1 (annual auto, up for renewal), after the programmes. */
const LISTS = [
  [labels.annualAutoTitle, links.renewalList('1')],
  [labels.upForRenewalTitle, links.renewalList('2')],
] as const;

/** /retention: the Retention & Loyalty programmes, each leading to its page. */
export default function RetentionPage() {
  return (
    <>
      <PageTitle title={retentionTexts.title} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {PROGRAMMES.map(([key, path]) => (
          <li key={key}>
            <Link
              to={path}
              className="flex h-full items-center rounded-lg border border-slate-200 bg-white p-6 font-semibold text-blue-800 shadow-sm hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {retentionTexts.programmes[key]}
            </Link>
          </li>
        ))}
        {LISTS.map(([title, path]) => (
          <li key={path}>
            <Link
              to={path}
              className="flex h-full items-center rounded-lg border border-slate-200 bg-white p-6 font-semibold text-blue-800 shadow-sm hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
