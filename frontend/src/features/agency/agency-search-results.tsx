import { changeAgencyTexts, labels } from '@msc/shared/messages';
import type { AgencyListRow } from '@msc/shared/model/agency';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { Button } from '#ui/button';

interface AgencySearchResultsProps {
  results: readonly AgencyListRow[];
  currentAgencyId: number | undefined;
  /** The agency being selected, while its call runs. */
  pendingAgencyId: number | undefined;
  onSelect: (agency: AgencyListRow) => void;
}

/** The Change Agency modal's result rows: name, formatted stat code, city and state, Select. */
export function AgencySearchResults({
  results,
  currentAgencyId,
  pendingAgencyId,
  onSelect,
}: AgencySearchResultsProps) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{changeAgencyTexts.agencies}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className="px-4 py-2.5">
              {labels.agencyName}
            </th>
            <th scope="col" className="px-4 py-2.5">
              {changeAgencyTexts.statCode}
            </th>
            <th scope="col" className="px-4 py-2.5">
              {changeAgencyTexts.cityState}
            </th>
            <th scope="col" className="px-4 py-2.5">
              <span className="sr-only">{changeAgencyTexts.action}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {results.map((agency) => {
            const isCurrent = agency.id === currentAgencyId;
            return (
              <tr key={agency.id} className={isCurrent ? 'bg-blue-50/60' : 'hover:bg-slate-50'}>
                <th scope="row" className="px-4 py-2.5 font-medium text-slate-900">
                  {agency.agencyName}
                </th>
                <td className="px-4 py-2.5 whitespace-nowrap text-slate-700 tabular-nums">
                  {formatStatCode(agency.statId, agency.isOwnerMaster)}
                </td>
                <td className="px-4 py-2.5 text-slate-700">
                  {[agency.city, agency.state].filter(Boolean).join(', ')}
                </td>
                <td className="px-4 py-2 text-right">
                  {isCurrent ? (
                    <span className="inline-flex h-8 items-center px-3 text-sm font-medium text-blue-800">
                      {changeAgencyTexts.current}
                    </span>
                  ) : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={changeAgencyTexts.selectAgency(agency.agencyName)}
                      loading={pendingAgencyId === agency.id}
                      disabled={pendingAgencyId !== undefined}
                      onClick={() => onSelect(agency)}
                    >
                      {changeAgencyTexts.select}
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
