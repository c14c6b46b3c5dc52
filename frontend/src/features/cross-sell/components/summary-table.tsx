import { confirmPrompts, crossSellTexts, emptyStates, notices } from '@msc/shared/messages';
import type { CrossSellSummaryRow } from '@msc/shared/model/cross-sell';
import type { OpportunityRow } from '@msc/shared/model/opportunity';
import { CROSS_SELL_LIST_PAGE_SIZE } from '@msc/shared/rules/constants';
import {
  agencyAddressLine,
  crossSellListTitle,
  enrollCell,
  enrollText,
  showsStartOrder,
  summaryStartOrderRoute,
} from '@msc/shared/rules/cross-sell-lists';
import { formatCount, formatPhone } from '@msc/shared/rules/formatting';
import { LIST_TYPE_CODES } from '@msc/shared/rules/recipient-eligibility';
import type { CrossSellListType } from '@msc/shared/rules/start-order-routing';
import { useState } from 'react';
import { Link } from 'react-router';
import { EnrollDialog } from '#features/opportunities';
import { links } from '#lib/paths';
import { Button, buttonClasses } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { nextSort, sortRows, type TableSort } from '#ui/table-sort';
import { ListPaging } from './list-footer';

const T = crossSellTexts.summary;

export interface SummaryTableProps {
  /** The list as the route names it (Cross-Sell-Auto-To-Home): View List keeps it. */
  listId: string;
  listType: CrossSellListType;
  rows: readonly CrossSellSummaryRow[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The row as the Enroll dialog (shared with the home page) knows an opportunity. */
const asOpportunity = (listType: CrossSellListType, row: CrossSellSummaryRow): OpportunityRow => ({
  id: `${row.subCode}-${LIST_TYPE_CODES[listType]}`,
  titleHtml: `<strong>${escapeHtml(crossSellListTitle(listType))}</strong>: ${escapeHtml(row.subCode)} ${escapeHtml(row.agencyName)}`,
  oppCount: row.opportunities,
  agencyCode: row.subCode,
  isEnrolled: row.isEnrolled,
  oppType: LIST_TYPE_CODES[listType],
});

const sortValue = (row: CrossSellSummaryRow, columnId: string) => {
  if (columnId === 'agencyAddress') return agencyAddressLine(row);
  if (columnId === 'opportunities') return row.opportunities;
  return row[columnId as 'subCode' | 'agencyName' | 'phone'];
};

/**
 * The summary table of /cross-sell/view-summary/{id} (spec 2 §2): Enroll (automated lists only, the
 * text "Enrolled" once enrolled, after the confirm prompt), Start Order (not on the automated lists),
 * View List; sortable columns, the page-size list and "Showing x of y" over the whole list.
 */
export function SummaryTable({ listId, listType, rows }: SummaryTableProps) {
  const [sort, setSort] = useState<TableSort>();
  const [pageSize, setPageSize] = useState<number>(CROSS_SELL_LIST_PAGE_SIZE);
  const [pageNumber, setPageNumber] = useState(1);
  const [enrolling, setEnrolling] = useState<CrossSellSummaryRow>();
  const title = crossSellListTitle(listType);
  if (rows.length === 0) return <EmptyState message={emptyStates.lists(title)} />;

  const sorted = sortRows(rows, sort, sortValue);
  const page = sorted.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
  const columns: DataColumn<CrossSellSummaryRow>[] = [
    {
      id: 'actions',
      header: T.columns.actions,
      cell: (row) => {
        const enroll = enrollCell(listType, row);
        return (
          <div className="flex flex-wrap items-center gap-2">
            {enroll === 'enrolled' && (
              <span className="inline-flex items-center rounded-full bg-green-50 px-3 py-1 text-xs font-semibold text-green-800">
                {notices.enrolled}
              </span>
            )}
            {enroll === 'enroll' && (
              <Button
                size="sm"
                disabled={row.opportunities < 1}
                onClick={() => setEnrolling(row)}
                aria-label={`${confirmPrompts.enroll.confirmLabel}: ${row.subCode}`}
              >
                {T.enroll}
              </Button>
            )}
            {showsStartOrder(listType) && (
              <Link
                to={summaryStartOrderRoute(listType, row)}
                className={buttonClasses('primary', 'sm')}
                aria-label={`${T.startOrder}: ${row.subCode}`}
              >
                {T.startOrder}
              </Link>
            )}
            <Link
              to={links.crossSellViewDetail(listId, row.subCode, enrollText(row.isEnrolled))}
              className="rounded text-sm font-medium text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-blue-700"
              aria-label={`${T.viewList}: ${row.subCode}`}
            >
              {T.viewList}
            </Link>
          </div>
        );
      },
    },
    {
      id: 'opportunities',
      header: T.columns.opportunities,
      cell: (row) => formatCount(row.opportunities),
      numeric: true,
      sortable: true,
    },
    { id: 'subCode', header: T.columns.subCode, cell: (row) => row.subCode, sortable: true },
    {
      id: 'agencyName',
      header: T.columns.agencyName,
      cell: (row) => row.agencyName,
      sortable: true,
      wrap: true,
    },
    {
      id: 'agencyAddress',
      header: T.columns.agencyAddress,
      cell: (row) => agencyAddressLine(row),
      sortable: true,
      wrap: true,
    },
    { id: 'phone', header: T.columns.phone, cell: (row) => formatPhone(row.phone), sortable: true },
  ];

  return (
    <>
      <DataTable
        caption={title}
        columns={columns}
        rows={page}
        rowKey={(row) => row.subCode}
        sort={sort}
        onSortChange={(columnId) => {
          setSort(nextSort(sort, columnId));
          setPageNumber(1);
        }}
      />
      <ListPaging
        pageNumber={pageNumber}
        pageSize={pageSize}
        shown={page.length}
        total={rows.length}
        onPage={setPageNumber}
        onPageSize={(size) => {
          setPageSize(size);
          setPageNumber(1);
        }}
      />
      <EnrollDialog
        row={enrolling && asOpportunity(listType, enrolling)}
        isLicenseNumberRequired={enrolling?.isLicenseNumberRequired ?? false}
        onClose={() => setEnrolling(undefined)}
      />
    </>
  );
}
