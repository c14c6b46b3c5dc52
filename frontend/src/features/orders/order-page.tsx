import {
  dropChangeTexts,
  expressOrderTexts,
  notices,
  orderPageTexts,
  orderTexts,
  shippingTexts,
} from '@msc/shared/messages';
import type { Order, OrderAddress } from '@msc/shared/model/order';
import { formatDate, formatShipping, formatStatCode, formatUsd } from '@msc/shared/rules/formatting';
import { orderItemStatusLabel } from '@msc/shared/rules/order-status';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { links } from '#lib/paths';
import { AddressLines } from '#ui/address-lines';
import { Button, buttonClasses } from '#ui/button';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { showApiErrorToast, showToast } from '#ui/toast';
import { orderLookupQuery, useReorder } from './api/order-queries';
import { orderResultsQuery } from './api/results-queries';
import { ApprovalDecision } from './components/approval-decision';
import { OrderDrops } from './components/order-drops';
import { OrderLineResults } from './components/order-results';
import { ProspectListLink } from './prospect-list-link';

function Address({ address }: { address?: OrderAddress }) {
  if (!address) return <p className="text-sm text-slate-500">—</p>;
  return <AddressLines address={address} className="text-sm text-slate-800" />;
}

function TitledPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Panel padding="sm" raised={false}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">{title}</h2>
      {children}
    </Panel>
  );
}

function Totals({ order }: { order: Order }) {
  const lines: Array<[string, string]> = [
    [orderTexts.subtotal, formatUsd(order.subTotal)],
    [orderTexts.shipping, formatShipping(order.shipping)],
    [orderTexts.discount, formatUsd(order.discountTotal)],
    [orderTexts.additionalCharges, formatUsd(order.additionalChargeTotal)],
    [orderTexts.tax, formatUsd(order.tax)],
    [orderTexts.total, formatUsd(order.total)],
    [orderTexts.amountPaid, formatUsd(order.amountPaid)],
    ...(order.amountRefunded
      ? [[dropChangeTexts.amountRefunded, formatUsd(order.amountRefunded)] as [string, string]]
      : []),
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {lines.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className={label === orderTexts.total ? 'font-semibold' : 'text-slate-600'}>{label}</dt>
          <dd className={`text-right ${label === orderTexts.total ? 'font-semibold' : ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderView({ order }: { order: Order }) {
  const reorder = useReorder();
  // Results (issue 48) for an order that mails drops.
  const mailsDrops = order.items.some((item) => item.attributes.Data?.dropDetails?.mailingDetails.length);
  const results = useQuery({ ...orderResultsQuery(order.id), enabled: mailsDrops });
  const runReorder = () =>
    reorder.mutate(order.id, {
      onSuccess: ({ addedCount, notOrderable }) => {
        const notOrderableText = notOrderable.length
          ? notices.reorderNotOrderable(notOrderable.join(', '))
          : '';
        if (addedCount > 0)
          showToast({ title: notices.reorderAdded(addedCount), message: notOrderableText }, 'success');
        else showToast({ title: notOrderableText || notices.reorderAdded(0), message: '' }, 'warning');
      },
      onError: showApiErrorToast,
    });
  const agency = order.attributes.Agency;
  const hasRecipients = order.items.some((item) => item.attributes.Data?.targetCount);
  return (
    <div className="space-y-4">
      <PageTitle
        title={`Order ${order.orderNumber}`}
        subtitle={`${formatDate(order.orderDate)} · ${order.orderStatus}`}
        actions={
          <div className="flex flex-wrap gap-2">
            {hasRecipients && (
              <Link
                className={buttonClasses('secondary', 'sm')}
                to={links.orderDetail({ orderNumber: order.orderNumber })}
              >
                {orderPageTexts.orderList}
              </Link>
            )}
            <Button size="sm" loading={reorder.isPending} onClick={runReorder}>
              {orderPageTexts.reorder}
            </Button>
          </div>
        }
      />
      {order.approval && <ApprovalDecision approval={order.approval} />}
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <TitledPanel title={shippingTexts.shipTo}>
          <Address address={order.shipTo} />
        </TitledPanel>
        <TitledPanel title={orderTexts.billTo}>
          <Address address={order.billTo} />
        </TitledPanel>
        <TitledPanel title={shippingTexts.shipMethod}>
          <p className="text-sm">
            {order.shipMethod.name} · {formatShipping(order.shipMethod.cost)}
          </p>
          {order.shipments.map((shipment) => (
            <p key={shipment.trackingNumber} className="text-sm text-slate-600">
              {orderPageTexts.tracking(shipment.trackingNumber)}
            </p>
          ))}
        </TitledPanel>
        <TitledPanel title={orderTexts.agency}>
          <p className="text-sm">{agency ? `${formatStatCode(agency.statCode)} ${agency.name}` : '—'}</p>
          {/* One order of an Express Order: the bulk id ties it to its sub codes' other orders. */}
          {order.bulkOrderId && (
            <p className="text-sm text-slate-600" data-testid="bulk-order-id">
              {expressOrderTexts.ours.bulkOrder(order.bulkOrderId)}
            </p>
          )}
        </TitledPanel>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <TitledPanel title={orderTexts.items}>
          <ul className="divide-y divide-slate-100">
            {order.items.map((item) => (
              <li key={item.id} className="py-3">
                <div className="flex flex-wrap justify-between gap-2">
                  <div>
                    <p className="font-medium text-slate-900">{item.product.name}</p>
                    <p className="text-sm text-slate-600">
                      {item.product.itemNumber} · Qty {item.quantity} · {formatUsd(item.product.unitPrice)}{' '}
                      each
                    </p>
                  </div>
                  <span
                    className="h-fit rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700"
                    data-testid={`line-status-${item.id}`}
                  >
                    {orderItemStatusLabel(item.status)}
                  </span>
                </div>
                <OrderDrops order={order} item={item} />
                <ProspectListLink orderId={order.id} item={item} />
                <OrderLineResults orderId={order.id} itemId={item.id} drops={results.data?.drops ?? []} />
              </li>
            ))}
          </ul>
        </TitledPanel>
        <TitledPanel title={orderTexts.orderSummary}>
          <Totals order={order} />
        </TitledPanel>
      </div>
      <Link to={links.orderHistory()} className="text-sm text-blue-700 underline-offset-2 hover:underline">
        {orderPageTexts.backToOrderHistory}
      </Link>
    </div>
  );
}

/** /account/order/:id (and ?orderNumber= for legacy links): one order of the user. */
export default function OrderPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const legacyNumber = params.get('orderNumber');
  const { data, isPending, isError, error } = useQuery(orderLookupQuery(id, legacyNumber));
  if (isPending) return <LoadingState />;
  if (isError)
    return (
      <div className="space-y-4">
        <PageTitle title={orderPageTexts.title} />
        <ErrorAlert>{error.message}</ErrorAlert>
      </div>
    );
  return <OrderView order={data} />;
}
