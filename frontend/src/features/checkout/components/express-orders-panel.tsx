import type { ExpressConfirmationOrder } from '@msc/shared/api/checkout';
import { expressOrderTexts, orderConfirmationTexts, orderListTexts } from '@msc/shared/messages';
import { formatUsd } from '@msc/shared/rules/formatting';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { type DataColumn, DataTable } from '#ui/data-table';
import { Panel } from '#ui/panel';

const columns: readonly DataColumn<ExpressConfirmationOrder>[] = [
  {
    id: 'orderNumber',
    header: orderListTexts.orderNumber,
    cell: (order) => (
      <Link to={links.order(order.id)} className="text-blue-800 underline">
        {order.orderNumber}
      </Link>
    ),
  },
  { id: 'subCode', header: expressOrderTexts.columns.subCode, cell: (order) => order.subCode },
  {
    id: 'agencyName',
    header: expressOrderTexts.columns.agencyName,
    cell: (order) => order.agencyName,
    wrap: true,
  },
  {
    id: 'quantity',
    header: expressOrderTexts.columns.quantity,
    cell: (order) => order.quantity,
    numeric: true,
  },
  {
    id: 'price',
    header: expressOrderTexts.columns.price,
    cell: (order) => formatUsd(order.total),
    numeric: true,
  },
];

/** An Express Order's confirmation: every sub code's order it placed, one row each. */
export function ExpressOrdersPanel({ orders }: { orders: readonly ExpressConfirmationOrder[] }) {
  return (
    <Panel aria-label={orderConfirmationTexts.expressOrders}>
      <h2 className="mb-1 text-base font-semibold text-slate-900">{orderConfirmationTexts.expressOrders}</h2>
      <p className="mb-3 text-sm text-slate-700">{orderConfirmationTexts.expressOrdersNote(orders.length)}</p>
      <DataTable
        columns={columns}
        rows={orders}
        rowKey={(order) => order.id}
        caption={orderConfirmationTexts.expressCaption}
      />
    </Panel>
  );
}
