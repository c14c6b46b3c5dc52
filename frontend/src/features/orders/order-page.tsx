import { expressOrderTexts, inHomeTexts, notices } from '@msc/shared/messages';
import { ChannelType } from '@msc/shared/model/enum-values';
import type { Order, OrderAddress } from '@msc/shared/model/order';
import { formatDate, formatShipping, formatStatCode, formatUsd } from '@msc/shared/rules/formatting';
import { inHomeWindowText } from '@msc/shared/rules/in-home-date';
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
import { ProspectListLink } from './prospect-list-link';

/** A drop of a mailed piece has an in-home window; an email's has none. */
const mailed = (item: Order['items'][number]) => item.attributes.Data?.channelType !== ChannelType.Email;

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
    ['Subtotal', formatUsd(order.subTotal)],
    ['Shipping', formatShipping(order.shipping)],
    ['Discount', formatUsd(order.discountTotal)],
    ['Additional Charges', formatUsd(order.additionalChargeTotal)],
    ['Tax', formatUsd(order.tax)],
    ['Total', formatUsd(order.total)],
    ['Amount Paid', formatUsd(order.amountPaid)],
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
      {lines.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className={label === 'Total' ? 'font-semibold' : 'text-slate-600'}>{label}</dt>
          <dd className={`text-right ${label === 'Total' ? 'font-semibold' : ''}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function OrderView({ order }: { order: Order }) {
  const reorder = useReorder();
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
                Order List
              </Link>
            )}
            <Button size="sm" loading={reorder.isPending} onClick={runReorder}>
              Reorder
            </Button>
          </div>
        }
      />
      <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-4">
        <TitledPanel title="Ship To">
          <Address address={order.shipTo} />
        </TitledPanel>
        <TitledPanel title="Bill To">
          <Address address={order.billTo} />
        </TitledPanel>
        <TitledPanel title="Ship Method">
          <p className="text-sm">
            {order.shipMethod.name} · {formatShipping(order.shipMethod.cost)}
          </p>
          {order.shipments.map((shipment) => (
            <p key={shipment.trackingNumber} className="text-sm text-slate-600">
              Tracking {shipment.trackingNumber}
            </p>
          ))}
        </TitledPanel>
        <TitledPanel title="Agency">
          <p className="text-sm">{agency ? `${formatStatCode(agency.statCode)} ${agency.name}` : '—'}</p>
          {/* One order of an Express Order: the bulk id ties it to its sub codes' other orders. */}
          {order.bulkOrderId && (
            <p className="text-sm text-slate-600" data-testid="bulk-order-id">
              {expressOrderTexts.ours.bulkOrder(order.bulkOrderId)}
            </p>
          )}
        </TitledPanel>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <TitledPanel title="Items">
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
                  <span className="h-fit rounded bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                    {orderItemStatusLabel(item.status)}
                  </span>
                </div>
                {item.attributes.Data?.dropDetails?.mailingDetails?.length ? (
                  <table className="mt-2 text-sm">
                    <caption className="sr-only">Drops of {item.product.name}</caption>
                    <thead>
                      <tr className="text-left text-slate-600">
                        <th className="pr-6 font-medium">Drop</th>
                        <th className="pr-6 font-medium">Mail Date</th>
                        {mailed(item) && <th className="pr-6 font-medium">{inHomeTexts.inHomesColumn}</th>}
                        <th className="pr-6 text-right font-medium">Quantity</th>
                        <th className="text-right font-medium">Price</th>
                      </tr>
                    </thead>
                    <tbody>
                      {item.attributes.Data.dropDetails.mailingDetails.map((drop, index) => (
                        <tr key={`${drop.mailDate}-${drop.dropNumber}-${drop.quantity}`}>
                          <td className="pr-6">{drop.dropNumber ?? index + 1}</td>
                          <td className="pr-6">{formatDate(drop.mailDate)}</td>
                          {mailed(item) && <td className="pr-6">{inHomeWindowText(drop.mailDate)}</td>}
                          <td className="pr-6 text-right">{drop.quantity}</td>
                          <td className="text-right">{formatUsd(drop.price)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : null}
                <ProspectListLink orderId={order.id} item={item} />
              </li>
            ))}
          </ul>
        </TitledPanel>
        <TitledPanel title="Order Summary">
          <Totals order={order} />
        </TitledPanel>
      </div>
      <Link to={links.orderHistory()} className="text-sm text-blue-700 underline-offset-2 hover:underline">
        Back to Order History
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
        <PageTitle title="Order Details" />
        <ErrorAlert>{error.message}</ErrorAlert>
      </div>
    );
  return <OrderView order={data} />;
}
