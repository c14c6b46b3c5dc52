import { recipientsTexts, annualAutoOrderingTexts as T } from '@msc/shared/messages';
import { annualAutoPagePath, parseSubCodes, subCodeOrders } from '@msc/shared/rules/annual-auto-ordering';
import { queryFlag } from '@msc/shared/rules/route-url';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useCurrentAgency } from '#features/session';
import { buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { subCodesQuery } from '../api/sub-code-queries';

/**
 * /retention/annual-auto/personalization-sub-codes (spec 2 §2): the chosen sub codes, personalized together
 * (one order mailing all their Annual Auto customers) or one by one; each Personalize opens the asset
 * selection of the annual-auto program with those sub codes.
 */
export default function PersonalizationSubCodesPage() {
  const [query] = useSearchParams();
  const agency = useCurrentAgency();
  const subCodes = useQuery({ ...subCodesQuery(agency?.agencyId ?? 0), enabled: Boolean(agency) });
  const channel = query.get('channel');
  const chosen = parseSubCodes(query.get('subCodes'));
  const same = queryFlag(query.get('same'));
  const orders = subCodeOrders({ channel, subCodes: chosen, same });
  const previous =
    chosen.length > 1
      ? annualAutoPagePath('same-personalization', { express: true, channel, subCodes: chosen })
      : annualAutoPagePath('select-sub-codes', { express: true, channel, subCodes: chosen });

  if (subCodes.isPending) return <LoadingState />;
  const names = new Map((subCodes.data?.results ?? []).map((row) => [row.statId, row.agencyName]));
  const label = (statId: string) => `${statId} ${names.get(statId) ?? ''}`.trim();

  return (
    <>
      <PageTitle
        title={T.titles.personalizationSubCodes}
        subtitle={same ? T.personalizeSame : T.personalizeEach}
      />
      <ul className="max-w-3xl divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm">
        {orders.map((order) => (
          <li key={order.subCodes.join(',')} className="flex flex-wrap items-center gap-3 p-4">
            <span className="text-sm text-slate-800">{order.subCodes.map(label).join(', ')}</span>
            <Link
              to={order.path}
              className={`${buttonClasses('primary', 'sm')} ml-auto`}
              aria-label={same ? T.personalize : T.personalizeFor(label(order.subCodes[0] ?? ''))}
            >
              {T.personalize}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-6">
        <Link to={previous} className={buttonClasses('secondary')}>
          {recipientsTexts.previous}
        </Link>
      </div>
    </>
  );
}
