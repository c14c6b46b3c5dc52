import {
  impersonatedOrderTexts,
  labels,
  notices,
  orderConfirmationTexts,
  orderTexts,
  paymentTexts,
  shippingTexts,
} from '@msc/shared/messages';
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
import { ExpressOrdersPanel } from './components/express-orders-panel';
import { OrderItemsPanel } from './components/order-items-panel';
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

  if (order.isPending && id) return <LoadingState label={orderTexts.loading} />;
  if (!order.data) {
    const missing = !id || (order.error instanceof ApiRequestError && order.error.status === 404);
    return (
      <div className="space-y-4">
        <PageTitle title={orderConfirmationTexts.title} />
        <ErrorAlert>{missing ? orderConfirmationTexts.notFound : order.error?.message}</ErrorAlert>
        <Link to={links.home()} className={buttonClasses('secondary')}>
          {labels.backToHome}
        </Link>
      </div>
    );
  }
  const data = order.data;
  // An Express Order's totals are the one charge of all its orders, not this order's share.
  const totals = data.express?.charge ?? data;
  return (
    <div className="space-y-5">
      <PageTitle title={orderConfirmationTexts.title} hidden />
      <section className="rounded-lg border border-green-200 bg-green-50 p-6 text-center">
        <h1 className="text-2xl font-semibold text-green-900">{notices.orderReceived}</h1>
        <p className="mt-2 text-sm text-green-900">
          {orderConfirmationTexts.orderNumber} <strong data-testid="order-number">{data.orderNumber}</strong>
        </p>
        {data.orderPlacedByEmail && (
          <p className="text-sm text-green-900">
            {orderConfirmationTexts.confirmationGoesTo(data.orderPlacedByEmail)}
          </p>
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
        <Panel aria-label={orderTexts.recipients} className="text-sm">
          <h2 className="mb-2 text-base font-semibold text-slate-900">{shippingTexts.shipTo}</h2>
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
            <p className="mt-1 text-slate-600">
              {orderTexts.andMore(data.recipientCount - RECIPIENTS_LISTED)}
            </p>
          )}
          <p className="mt-2 text-slate-600">
            {data.shipMethod.name} · {formatShipping(data.shipMethod.cost)}
          </p>
        </Panel>
        <Panel aria-label={paymentTexts.title} className="text-sm">
          <h2 className="mb-2 text-base font-semibold text-slate-900">{paymentTexts.title}</h2>
          {data.payment ? (
            <p>{orderTexts.cardEnding(brandName(data.payment.cardBrand), data.payment.last4)}</p>
          ) : (
            <p>{orderConfirmationTexts.noPaymentNeeded}</p>
          )}
        </Panel>
        <Panel aria-label={orderTexts.totals} className="text-sm">
          <h2 className="mb-2 text-base font-semibold text-slate-900">{orderTexts.totals}</h2>
          <dl>
            <div className="flex justify-between">
              <dt>{orderTexts.subtotal}</dt>
              <dd>{formatUsd(totals.subTotal)}</dd>
            </div>
            <div className="flex justify-between">
              <dt>{orderTexts.shipping}</dt>
              <dd>{formatShipping(totals.shipping)}</dd>
            </div>
            {totals.discountTotal > 0 && (
              <div className="flex justify-between">
                <dt>{orderTexts.discount}</dt>
                <dd>-{formatUsd(totals.discountTotal)}</dd>
              </div>
            )}
            <div className="flex justify-between font-semibold">
              <dt>{orderTexts.total}</dt>
              <dd>{formatUsd(totals.total)}</dd>
            </div>
          </dl>
        </Panel>
      </div>
      {data.express ? (
        <ExpressOrdersPanel orders={data.express.orders} />
      ) : (
        <OrderItemsPanel
          items={data.items.map((item) => ({
            id: item.id,
            name: item.product.name,
            itemNumber: item.product.itemNumber,
            quantity: item.quantity,
            lineTotal: item.product.unitPrice * item.quantity,
          }))}
        />
      )}
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
