import type { CrossSellDetailSort } from '@msc/shared/api/opportunities';
import { crossSellTexts, emptyStates, notices } from '@msc/shared/messages';
import type { CrossSellDetailRow } from '@msc/shared/model/cross-sell';
import { domainFieldOf } from '@msc/shared/model/postal-wire-names';
import { CROSS_SELL_LIST_PAGE_SIZE } from '@msc/shared/rules/constants';
import {
  agencyIdLabel,
  crossSellListTitle,
  isListEnrolled,
  marketingChannel,
  yesNo,
} from '@msc/shared/rules/cross-sell-lists';
import { formatDate, formatPhone } from '@msc/shared/rules/formatting';
import { parseCrossSellListType } from '@msc/shared/rules/start-order-routing';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCurrentAgency } from '#features/session';
import { links } from '#lib/paths';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { ExportButtons } from '#ui/export-buttons';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { nextSort, type TableSort } from '#ui/table-sort';
import { crossSellDetailQuery, exportCrossSellDetail } from './api/cross-sell-queries';
import { ListPaging } from './components/list-footer';

const T = crossSellTexts.detail;
type Field = keyof typeof T.columns;

const BASE_FIELDS: readonly Field[] = [
  'statCode',
  'mailingDate',
  'marketingChannel',
  'policyNumber',
  'renewalDate',
  'policyType',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'email',
  'phone',
];
const SPECIALTY_FIELDS: readonly Field[] = ['motorCycle', 'waterCraft', 'rv'];

function cellText(row: CrossSellDetailRow, field: Field): string {
  switch (field) {
    case 'mailingDate':
    case 'renewalDate':
      return formatDate(row[field]);
    case 'marketingChannel':
      return marketingChannel(row);
    case 'phone':
      return formatPhone(row.phone);
    case 'motorCycle':
    case 'waterCraft':
    case 'rv':
      return yesNo(row[field]);
    default:
      // The columns carry the spec's names (address1, zip), which the sort sends; the row has ours.
      return row[domainFieldOf(field)] ?? '';
  }
}

const inputClasses =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-blue-700';

/**
 * /cross-sell/view-detail/{id}/{subCode} (spec 2 §2): one sub code's policyholders on the list, the
 * renewal-date range, "Owner Master ID" or "Sub-Code Agency ID", paged on the server (50; 25/50/100/200),
 * sorted by any column, exported whole (the filter and order applied) as Excel or CSV.
 */
export default function ViewDetailPage() {
  const { id = '', subCode = '' } = useParams();
  const [searchParams] = useSearchParams();
  const listType = parseCrossSellListType(id);
  const agency = useCurrentAgency();
  const agencyId = agency?.agencyId ?? 0;
  const [draft, setDraft] = useState({ from: '', to: '' });
  const [range, setRange] = useState({ from: '', to: '' });
  const [sort, setSort] = useState<TableSort>();
  const [pageSize, setPageSize] = useState<number>(CROSS_SELL_LIST_PAGE_SIZE);
  const [pageNumber, setPageNumber] = useState(1);
  const fromId = useId();
  const toId = useId();
  const filters = {
    from: range.from || undefined,
    to: range.to || undefined,
    sortBy: sort?.columnId as CrossSellDetailSort | undefined,
    sortDirection: sort?.direction ?? 'asc',
  } as const;
  const detail = useQuery({
    ...crossSellDetailQuery(agencyId, id, subCode, { ...filters, pageNumber, pageSize }),
    enabled: Boolean(listType) && agencyId > 0,
  });
  const title = crossSellListTitle(listType);
  const back = (
    <Link
      to={listType ? links.crossSellViewSummary(id) : links.crossSell()}
      className="text-sm font-medium text-blue-700 hover:underline"
    >
      {T.back}
    </Link>
  );
  if (!listType) {
    return (
      <>
        <PageTitle title={title} actions={back} />
        <EmptyState message={emptyStates.listType} />
      </>
    );
  }

  const data = detail.data;
  const fields = listType === 'specialty' ? [...BASE_FIELDS, ...SPECIALTY_FIELDS] : BASE_FIELDS;
  const columns: DataColumn<CrossSellDetailRow>[] = fields.map((field) => ({
    id: field,
    header: T.columns[field],
    cell: (row) => cellText(row, field),
    sortable: field !== 'marketingChannel',
  }));
  const enrolled = data
    ? isListEnrolled(data.anyMailed ? [{ mailingDate: 'mailed' }] : [], searchParams.get('enrollText'))
    : undefined;
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setRange(draft);
    setPageNumber(1);
  };

  return (
    <>
      <PageTitle
        title={title}
        subtitle={
          <span className="flex flex-wrap gap-x-6 gap-y-1">
            <span>
              {agencyIdLabel(subCode, {
                statId: agency?.statId ?? '',
                isOwnerMaster: agency?.isOwnerMaster ?? false,
              })}
              : <strong data-testid="sub-code">{subCode}</strong>
            </span>
            {enrolled !== undefined && (
              <span data-testid="enrollment">{enrolled ? notices.enrolled : notices.notEnrolled}</span>
            )}
          </span>
        }
        actions={
          <>
            {back}
            {data && data.totalCount > 0 && (
              <ExportButtons run={(format) => exportCrossSellDetail(id, subCode, filters, format)} />
            )}
          </>
        }
      />
      <Panel
        onSubmit={apply}
        as="form"
        padding="sm"
        raised={false}
        className="mb-4 flex flex-wrap items-end gap-3"
        aria-label={T.dateRange}
      >
        <span className="w-full text-sm font-semibold text-slate-800 sm:w-auto sm:self-center">
          {T.dateRange}
        </span>
        <label htmlFor={fromId} className="flex items-center gap-2 text-sm text-slate-700">
          {T.from}
          <input
            id={fromId}
            type="date"
            className={inputClasses}
            value={draft.from}
            max={draft.to || undefined}
            onChange={(event) => setDraft((previous) => ({ ...previous, from: event.target.value }))}
          />
        </label>
        <label htmlFor={toId} className="flex items-center gap-2 text-sm text-slate-700">
          {T.to}
          <input
            id={toId}
            type="date"
            className={inputClasses}
            value={draft.to}
            min={draft.from || undefined}
            onChange={(event) => setDraft((previous) => ({ ...previous, to: event.target.value }))}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary">
          {T.apply}
        </Button>
        {(range.from || range.to) && (
          <Button
            type="button"
            size="sm"
            variant="secondary"
            onClick={() => {
              setDraft({ from: '', to: '' });
              setRange({ from: '', to: '' });
              setPageNumber(1);
            }}
          >
            {T.clear}
          </Button>
        )}
      </Panel>
      {detail.isPending && agencyId > 0 ? (
        <LoadingState />
      ) : detail.isError || !data || data.totalCount === 0 ? (
        <EmptyState message={emptyStates.lists(title)} />
      ) : (
        <Panel aria-label={title} padding="sm">
          <DataTable
            caption={title}
            columns={columns}
            rows={data.results}
            rowKey={(row) => row.policyNumber}
            sort={sort}
            onSortChange={(columnId) => {
              setSort(nextSort(sort, columnId));
              setPageNumber(1);
            }}
          />
          <ListPaging
            pageNumber={data.pageNumber}
            pageSize={pageSize}
            shown={data.results.length}
            total={data.totalCount}
            onPage={setPageNumber}
            onPageSize={(size) => {
              setPageSize(size);
              setPageNumber(1);
            }}
          />
        </Panel>
      )}
    </>
  );
}
