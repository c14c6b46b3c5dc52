import { now } from '@msc/shared/clock';
import { annualAutoOrderingTexts, emptyStates, labels, retentionPageTexts } from '@msc/shared/messages';
import { RENEWAL_LIST_IDS, type RenewalListId } from '@msc/shared/model/annual-auto';
import { domainFieldOf } from '@msc/shared/model/postal-wire-names';
import { ANNUAL_AUTO_LIST_PAGE_SIZE, ANNUAL_AUTO_LIST_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import { formatCount, formatDate } from '@msc/shared/rules/formatting';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useCurrentAgency } from '#features/session';
import { paths } from '#lib/paths';
import { downloadCsv, downloadXlsx, type ExportColumn } from '#lib/table-export';
import { Button, buttonClasses } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageSizeSelect } from '#ui/page-size-select';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { Panel } from '#ui/panel';
import { nextSort, sortRows, type TableSort } from '#ui/table-sort';
import { annualAutoQuery, type IndicatorFilter, upForRenewalQuery } from './api/renewal-queries';

const T = retentionPageTexts.renewalLists;
const INDICATORS = ['recommendedIndicator', 'youngDriverIndicator', 'meritIndicator'] as const;

type RenewalRow = {
  agencyNumber: string;
  statCode?: string;
  policyNumber: string;
  renewalDate: string;
  policyType: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  state: string;
  postalCode: string;
};
type Field = keyof typeof T.columns;

const FIELDS: Record<'annualAuto' | 'upForRenewal', readonly Field[]> = {
  annualAuto: [
    'agencyNumber',
    'policyNumber',
    'renewalDate',
    'policyType',
    'firstName',
    'middleName',
    'lastName',
    'address1',
    'address2',
    'city',
    'state',
    'zip',
  ],
  upForRenewal: [
    'statCode',
    'policyNumber',
    'renewalDate',
    'policyType',
    'firstName',
    'middleName',
    'lastName',
    'address1',
    'address2',
    'city',
    'state',
    'zip',
  ],
};

/** The columns carry the spec's names (address1, zip); the rows our postal names. */
const fieldValue = (row: RenewalRow, field: Field) => row[domainFieldOf(field)];
const cellText = (row: RenewalRow, field: Field) =>
  field === 'renewalDate' ? formatDate(row.renewalDate) : (fieldValue(row, field) ?? '');

/**
 * /retention/annual-auto/view-detail/{id} (spec 2 §2): "Annual Auto-Convert 6-month To Annual Auto" (id 1, with
 * the indicator filters, recommended by default) or "Customers Up For Renewal In The Next 3 Months" (id 2).
 * Paged and sorted over the whole list, exported whole; reloads when the agency changes.
 */
export default function RenewalListPage() {
  const { id = '' } = useParams();
  const list = RENEWAL_LIST_IDS[id as RenewalListId];
  const agencyId = useCurrentAgency()?.agencyId ?? 0;
  const [filter, setFilter] = useState<IndicatorFilter>({ recommendedIndicator: 'true' });
  const [pageSize, setPageSize] = useState<number>(ANNUAL_AUTO_LIST_PAGE_SIZE);
  const [pageNumber, setPageNumber] = useState(1);
  const [sort, setSort] = useState<TableSort>();
  const annualAuto = useQuery({
    ...annualAutoQuery(agencyId, filter),
    enabled: list === 'annualAuto',
    placeholderData: keepPreviousData,
  });
  const renewals = useQuery({ ...upForRenewalQuery(agencyId), enabled: list === 'upForRenewal' });
  if (!list) return <EmptyState message={emptyStates.listType} />;

  const title = list === 'annualAuto' ? labels.annualAutoTitle : labels.upForRenewalTitle;
  const query = list === 'annualAuto' ? annualAuto : renewals;
  const listed: readonly RenewalRow[] = query.data?.rows ?? [];
  const rows = sortRows(listed, sort, (row, columnId) => fieldValue(row, columnId as Field));
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const page = rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const fields = FIELDS[list];
  const columns: DataColumn<RenewalRow>[] = fields.map((field) => ({
    id: field,
    header: T.columns[field],
    cell: (row) => cellText(row, field),
    sortable: true,
  }));
  const exportColumns: ExportColumn<RenewalRow>[] = fields.map((field) => ({
    header: T.columns[field],
    value: (row) => fieldValue(row, field),
  }));
  const fileName = `${list === 'annualAuto' ? 'annual-auto' : 'up-for-renewal'}-${now().toISOString().slice(0, 10)}`;
  const agency = query.data?.agency;

  return (
    <>
      <PageTitle
        title={title}
        subtitle={
          agency && (
            <span>
              {agency.isOwnerMaster ? labels.ownerMasterId : labels.subCodeAgencyId}: {agency.statCode} ·{' '}
              {T.total(formatCount(rows.length))}
            </span>
          )
        }
        actions={
          <>
            <Link to={paths.retention} className="text-sm font-medium text-blue-700 hover:underline">
              {T.back}
            </Link>
            {list === 'annualAuto' && (
              <Link to={paths.annualAutoExpressOrdering} className={buttonClasses('primary', 'sm')}>
                {annualAutoOrderingTexts.orderLetters}
              </Link>
            )}
            <Button
              variant="secondary"
              size="sm"
              disabled={rows.length === 0}
              onClick={() => downloadXlsx(fileName, rows, exportColumns)}
            >
              {T.exportExcel}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={rows.length === 0}
              onClick={() => downloadCsv(fileName, rows, exportColumns)}
            >
              {T.exportCsv}
            </Button>
          </>
        }
      />
      {list === 'annualAuto' && (
        <Panel as="fieldset" padding="sm" raised={false} className="mb-4 flex flex-wrap gap-6">
          <legend className="px-1 text-sm font-semibold text-slate-800">{T.filters}</legend>
          {INDICATORS.map((indicator) => (
            <label key={indicator} className="flex items-center gap-2 text-sm text-slate-700">
              {T.indicators[indicator]}
              <select
                className="h-9 rounded-md border border-slate-300 bg-white px-2 focus-visible:outline-2 focus-visible:outline-blue-700"
                value={filter[indicator] ?? ''}
                onChange={(event) => {
                  const value = event.target.value as '' | 'true' | 'false';
                  setFilter((previous) => ({ ...previous, [indicator]: value || undefined }));
                  setPageNumber(1);
                }}
              >
                {indicator !== 'recommendedIndicator' && <option value="">{T.any}</option>}
                <option value="true">{T.yes}</option>
                <option value="false">{T.no}</option>
              </select>
            </label>
          ))}
        </Panel>
      )}
      {query.isPending ? (
        <LoadingState />
      ) : rows.length === 0 ? (
        <EmptyState message={emptyStates.policyholders} />
      ) : (
        <>
          <div className="mb-3 flex justify-end">
            <PageSizeSelect
              value={pageSize}
              options={ANNUAL_AUTO_LIST_PAGE_SIZE_OPTIONS}
              onChange={(size) => {
                setPageSize(size);
                setPageNumber(1);
              }}
            />
          </div>
          <DataTable
            caption={title}
            columns={columns}
            rows={page}
            rowKey={(row) => row.policyNumber}
            sort={sort}
            onSortChange={(columnId) => {
              setSort(nextSort(sort, columnId));
              setPageNumber(1);
            }}
          />
          <div className="mt-4">
            <Pager
              pageNumber={Math.min(pageNumber, pageCount)}
              pageCount={pageCount}
              onPage={setPageNumber}
            />
          </div>
        </>
      )}
    </>
  );
}
