import { changeAgencyTexts, labels } from '@msc/shared/messages';
import type { AgencyListRow } from '@msc/shared/model/agency';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';

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
  const columns: DataColumn<AgencyListRow>[] = [
    {
      id: 'agencyName',
      header: labels.agencyName,
      rowHeader: true,
      wrap: true,
      cell: (agency) => agency.agencyName,
    },
    {
      id: 'statCode',
      header: changeAgencyTexts.statCode,
      cell: (agency) => (
        <span className="tabular-nums">{formatStatCode(agency.statId, agency.isOwnerMaster)}</span>
      ),
    },
    {
      id: 'cityState',
      header: changeAgencyTexts.cityState,
      cell: (agency) => [agency.city, agency.state].filter(Boolean).join(', '),
    },
    {
      id: 'action',
      header: changeAgencyTexts.action,
      headerHidden: true,
      numeric: true,
      cell: (agency) =>
        agency.id === currentAgencyId ? (
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
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={results}
      rowKey={(agency) => String(agency.id)}
      caption={changeAgencyTexts.agencies}
      rowClassName={(agency) => (agency.id === currentAgencyId ? 'bg-blue-50/60' : undefined)}
    />
  );
}
