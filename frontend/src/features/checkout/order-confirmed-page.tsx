import { impersonatedOrderTexts, labels, notices } from '@msc/shared/messages';
import { FeedbackType, OrderStatusCode } from '@msc/shared/model/enum-values';
import { FEEDBACK_MODAL_DELAY_MS } from '@msc/shared/rules/constants';
import { formatShipping, formatUsd } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { loadFeedbackDialog } from '#features/site';
import { ApiRequestError } from '#lib/api-client';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { orderConfirmationQuery } from './api/checkout-queries';
import { OrderSupportNote } from './components/order-support-note';
import { brandName } from './components/saved-cards';

/** A multi-ship order lists its first addresses and counts the rest. */
const RECIPIENTS_LISTED = 5;

const FeedbackDialog = lazy(() =>
  loadFeedbackDialog().then((module) => ({ default: module.FeedbackDialog })),
);

/** /order-confirmed/:id: the placed order, and the order-complete feedback survey after 3 s. */
export default function OrderConfirmedPage() {
  const { id = '' } = useParams();
  const order = useQuery({ ...orderConfirmationQuery(id), enabled: id !== '' });
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  useEffect(() => {
    if (!order.data) return;
    const timer = setTimeout(() => setFeedbackOpen(true), FEEDBACK_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [order.data]);

  if (order.isPending && id) return <LoadingState label="Loading your order" />;
  if (!order.data) {
    const missing = !id || (order.error instanceof ApiRequestError && order.error.status === 404);
    return (
      <div className="space-y-4">
        <PageTitle title="Order Confirmation" />
        <ErrorAlert>{missing ? 'Not found.' : order.error?.message}</ErrorAlert>
        <Link to={links.home()} className={buttonClasses('secondary')}>
          {labels.backToHome}
        </Link>
      </div>
    );
  }
  const data = order.data;
  return (
    <div className="space-y-5">
      <PageTitle title="Order Confirmation" hidden />
      <section className="rounded-lg border border-green-200 bg-green-50 p-6 text-center">
        <h1 className="text-2xl font-semibold text-green-900">{notices.orderReceived}</h1>
        <p className="mt-2 text-sm text-green-900">
          Order number <strong data-testid="order-number">{data.orderNumber}</strong>
        </p>
        {data.orderPlacedByEmail && (
          <p className="text-sm text-green-900">A confirmation goes to {data.orderPlacedByEmail}.</p>
        )}
        {data.placedBy && (
          <p className="mt-2 text-sm text-green-900" data-testid="placed-by">
            {impersonatedOrderTexts.placedBy(
              data.placedBy,
              data.payment && { brand: brandName(data.payment.cardBrand), last4: data.payment.last4 },
            )}
          </p>
        )}
        {data.orderStatusCode === OrderStatusCode.PendingApproval && (
          <p className="mt-2 text-sm text-amber-900">{notices.orderRequiresApproval}</p>
        )}
      </section>
      <div className="grid gap-5 md:grid-cols-3">
        <Panel aria-label="Recipients" className="text-sm">
          <h2 className="mb-2 text-base font-semibold text-slate-900">Ship To</h2>
          {data.recipients.length === 0 && <p>—</p>}
          {data.recipients.slice(0, RECIPIENTS_LISTED).map((recipient) => (
            <address key={`${recipient.addressee}-${recipient.addressLine1}`} className="mb-2 not-italic">
              {recipient.addressee}
              <br />
              {recipient.addressLine1}
              <br />
              {recipient.city}, {recipient.state} {recipient.postalCode}
            </address>
          ))}
          {data.recipientCount > RECIPIENTS_LISTED && (
            <p className="mt-1 text-slate-600">and {data.recipientCount - RECIPIENTS_LISTED} more</p>
          )}
          <p className="mt-2 text-slate-600">
            {data.shipMethod.name} · {formatShipping(data.shipMethod.cost)}
          </p>
        </Panel>
        <Panel aria-label="Payment" className="text-sm">
          <h2 className="mb-2 text-base font-semibold text-slate-900">Payment</h2>
          {data.payment ? (
            <p>
              {brandName(data.payment.cardBrand)} ending in {data.payment.last4}
            </p>
          ) : (
            <p>No payment was needed.</p>
          )}
        </Panel>
        <Panel aria-label="Totals" className="text-sm">
          <h2 className="mb-2 text-base font-semibold text-slate-900">Totals</h2>
          <dl>
            <div className="flex justify-between">
              <dt>Subtotal</dt>
              <dd>{formatUsd(data.subTotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>Shipping</dt>
              <dd>{formatShipping(data.shipping)}</dd>
            </div>
            {data.discountTotal > 0 && (
              <div className="flex justify-between">
                <dt>Discount</dt>
                <dd>-{formatUsd(data.discountTotal)}</dd>
              </div>
            )}
            <div className="flex justify-between font-semibold">
              <dt>Total</dt>
              <dd>{formatUsd(data.total)}</dd>
            </div>
          </dl>
        </Panel>
      </div>
      <Panel aria-label="Items">
        <h2 className="mb-2 text-base font-semibold text-slate-900">Items</h2>
        <ul className="divide-y divide-slate-100 text-sm">
          {data.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3 py-2">
              <span>
                {item.product.name} <span className="text-slate-500">({item.product.itemNumber})</span> ×{' '}
                {item.quantity}
              </span>
              <span>{formatUsd(item.product.unitPrice * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </Panel>
      <OrderSupportNote />
      <Link to={links.home()} className={buttonClasses('primary')}>
        {labels.backToHome}
      </Link>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackDialog
            open={feedbackOpen}
            onOpenChange={setFeedbackOpen}
            feedbackType={FeedbackType.OrderComplete}
          />
        </Suspense>
      )}
    </div>
  );
}
