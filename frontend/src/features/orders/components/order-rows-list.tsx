import { emptyStates } from '@msc/shared/messages';
import {
  ORDER_DETAIL_LIST_PAGE_SIZE,
  ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS,
} from '@msc/shared/rules/constants';
import type { ReactNode } from 'react';
import type { SearchChanges } from '#lib/use-search-update';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { PageSizeSelect } from '#ui/page-size-select';
import { Pager } from '#ui/pager';
import { QueryState } from '#ui/query-state';

/** The page and page size of an order's list rows, read from the URL (spec's defaults when absent). */
export function orderRowsPaging(params: URLSearchParams) {
  return {
    pageNumber: Number(params.get('page') ?? 1),
    pageSize: Number(params.get('pageSize') ?? ORDER_DETAIL_LIST_PAGE_SIZE),
  };
}

interface OrderRowsListProps<Row extends object> {
  /** The rows query: a page of them with the total count. */
  query: {
    data: { results: Row[]; totalCount: number; pageSize: number } | undefined;
    isPending: boolean;
    error: Error | null;
    isPlaceholderData: boolean;
  };
  pageNumber: number;
  pageSize: number;
  update: (changes: SearchChanges) => void;
  /** What stands left of the page-size choice (filters, the list's expiry). */
  toolbar?: ReactNode;
  label: string;
  caption: string;
  columns: readonly DataColumn<Row>[];
  rowKey: (row: Row) => string;
}

/**
 * The recipients of orders as both list pages show them (order list, an order's prospect list): the
 * toolbar with the page size, then the table with its pager; a new page size starts at page 1.
 */
export function OrderRowsList<Row extends object>({
  query,
  pageNumber,
  pageSize,
  update,
  toolbar,
  label,
  caption,
  columns,
  rowKey,
}: OrderRowsListProps<Row>) {
  const { data, isPending, error, isPlaceholderData } = query;
  const pageCount = data ? Math.ceil(data.totalCount / data.pageSize) : 0;
  return (
    <>
      <div className="flex flex-wrap items-end gap-4">
        {toolbar}
        <div className="ml-auto">
          <PageSizeSelect
            value={pageSize}
            options={ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS}
            onChange={(size) => update({ pageSize: size, page: undefined })}
          />
        </div>
      </div>
      <section aria-label={label} aria-busy={isPending || isPlaceholderData} className="space-y-4">
        <QueryState
          query={{ isPending, error, data }}
          isEmpty={(result) => result.results.length === 0}
          empty={<EmptyState message={emptyStates.orders} />}
        >
          {(result) => (
            <>
              <DataTable caption={caption} columns={columns} rows={result.results} rowKey={rowKey} />
              <Pager pageNumber={pageNumber} pageCount={pageCount} onPage={(page) => update({ page })} />
            </>
          )}
        </QueryState>
      </section>
    </>
  );
}
