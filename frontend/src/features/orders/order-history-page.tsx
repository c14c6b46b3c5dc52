import { emptyStates, orderHistoryTexts } from '@msc/shared/messages';
import type { OrderHistoryRow } from '@msc/shared/model/order';
import { ORDER_HISTORY_PAGE_SIZE, ORDER_HISTORY_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import { formatDate, formatStatCode, formatUsd } from '@msc/shared/rules/formatting';
import {
  ORDER_STATUS_LABELS,
  SHIPPING_STATUS_LABELS,
  shippingStatusLabel,
} from '@msc/shared/rules/order-status';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { useSearchUpdate } from '#lib/use-search-update';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { ExportButtons } from '#ui/export-buttons';
import { PageSizeSelect } from '#ui/page-size-select';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { QueryState } from '#ui/query-state';
import { exportOrderHistory, orderHistoryQuery } from './api/order-queries';

const COLUMNS: readonly DataColumn<OrderHistoryRow>[] = [
  {
    id: 'orderNumber',
    header: 'Order Number',
    cell: (row) => (
      <Link to={links.order(row.id)} className="font-medium text-blue-700 underline-offset-2 hover:underline">
        {row.orderNumber}
      </Link>
    ),
  },
  { id: 'orderDate', header: 'Order Date', cell: (row) => formatDate(row.orderDate) },
  { id: 'orderStatus', header: 'Order Status', cell: (row) => row.orderStatus },
  { id: 'shippingStatus', header: 'Shipping Status', cell: (row) => shippingStatusLabel(row.shippingStatus) },
  {
    id: 'agency',
    header: 'Agency',
    cell: (row) => `${formatStatCode(row.attributes.Agency.statCode)} ${row.attributes.Agency.name}`,
  },
  { id: 'total', header: 'Total', cell: (row) => formatUsd(row.total), numeric: true },
];

const statusOptions = Object.entries(ORDER_STATUS_LABELS);
const shippingOptions = Object.entries(SHIPPING_STATUS_LABELS);
const SELECT =
  'h-9 rounded-md border border-slate-300 bg-white px-2 text-sm shadow-sm focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/25';

const numberOr = (value: string | null, fallback?: number) => (value ? Number(value) : fallback);

/** /account/order-history: the user's orders for the agency in effect, newest first (spec 1 §2). */
export default function OrderHistoryPage() {
  const { search: params, update } = useSearchUpdate();
  const filters = {
    status: numberOr(params.get('status')),
    shipping: numberOr(params.get('shipping')),
    programType: params.get('programType') ?? undefined,
  };
  const pageNumber = numberOr(params.get('page'), 1)!;
  const pageSize = numberOr(params.get('pageSize'), ORDER_HISTORY_PAGE_SIZE)!;
  const { data, isPending, error, isPlaceholderData } = useQuery(
    orderHistoryQuery({ ...filters, pageNumber, pageSize }),
  );
  const pageCount = data ? Math.ceil(data.totalCount / data.pageSize) : 0;

  return (
    <div className="space-y-4">
      <PageTitle
        title={orderHistoryTexts.title}
        actions={<ExportButtons run={(format) => exportOrderHistory(filters, format)} />}
      />
      <div className="flex flex-wrap items-end gap-4">
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {orderHistoryTexts.orderStatus}
          <select
            className={SELECT}
            value={filters.status ?? ''}
            onChange={(event) => update({ status: event.target.value, page: undefined })}
          >
            <option value="">{orderHistoryTexts.all}</option>
            {statusOptions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm text-slate-700">
          {orderHistoryTexts.shippingStatus}
          <select
            className={SELECT}
            value={filters.shipping ?? ''}
            onChange={(event) => update({ shipping: event.target.value, page: undefined })}
          >
            <option value="">{orderHistoryTexts.all}</option>
            {shippingOptions.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <div className="ml-auto">
          <PageSizeSelect
            value={pageSize}
            options={ORDER_HISTORY_PAGE_SIZE_OPTIONS}
            onChange={(size) => update({ pageSize: size, page: undefined })}
          />
        </div>
      </div>
      <section
        aria-label={orderHistoryTexts.orders}
        aria-busy={isPending || isPlaceholderData}
        className="space-y-4"
      >
        <QueryState
          query={{ isPending, error, data }}
          isEmpty={(result) => result.results.length === 0}
          empty={<EmptyState message={emptyStates.orders} />}
        >
          {(result) => (
            <>
              <DataTable caption="Orders" columns={COLUMNS} rows={result.results} rowKey={(row) => row.id} />
              <Pager pageNumber={pageNumber} pageCount={pageCount} onPage={(page) => update({ page })} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}
