import {
  emptyStates,
  labels,
  notices,
  orderTexts,
  paymentTexts,
  reviewOrderTexts,
  shippingTexts,
  validation,
} from '@msc/shared/messages';
import type { StaleSchedule } from '@msc/shared/model/order-state';
import { ReviewEmailForm } from '@msc/shared/model/place-order';
import { canPressPlaceOrder } from '@msc/shared/rules/checkout-enablement';
import { routeFromCart } from '@msc/shared/rules/checkout-routing';
import { formatShipping, formatUsd } from '@msc/shared/rules/formatting';
import { shipMethodOf } from '@msc/shared/rules/ship-methods';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { StaleScheduleAlert, staleScheduleOfError } from '#campaign-kit';
import { cartKeys, cartQuery } from '#features/cart';
import { useSession } from '#features/session';
import { ApiRequestError } from '#lib/api-client';
import { links, paths } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { TextField } from '#ui/text-field';
import { showApiErrorToast } from '#ui/toast';
import { paymentMethodsQuery, usePlaceOrder } from './api/checkout-queries';
import { OrderItemsPanel } from './components/order-items-panel';
import { OrderSupportNote } from './components/order-support-note';
import { brandName } from './components/saved-cards';
import { clearSelectedCard, useSelectedCard } from './selected-card';

function TitledPanel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Panel aria-label={title}>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{title}</h2>
      <div className="text-sm text-slate-700">{children}</div>
    </Panel>
  );
}

/** /review: everything the order will be, the confirmation email, and PLACE ORDER. */
export default function ReviewPage() {
  const cart = useQuery(cartQuery());
  const cards = useQuery(paymentMethodsQuery());
  const { selected } = useSelectedCard(cards.data);
  const signedInEmail = useSession().data?.user.email ?? '';
  const [email, setEmail] = useState<string>();
  const [messages, setMessages] = useState<string[]>([]);
  const [stale, setStale] = useState<StaleSchedule>();
  const placeOrder = usePlaceOrder();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // One key per attempt: a double click or a retry of the same attempt places one order.
  const attemptKey = useRef(crypto.randomUUID());

  if (!cart.data || cards.isPending) return <LoadingState label={orderTexts.loading} />;
  const order = cart.data;
  const emailValue = email ?? signedInEmail;
  const emailCheck = ReviewEmailForm.safeParse({ email: emailValue });
  const emailError = emailCheck.success ? undefined : emailCheck.error.issues[0]?.message;
  const needsCard = order.total > 0;
  const enabled =
    canPressPlaceOrder({
      canPlaceOrder: order.canPlaceOrder,
      isCallInProgress: placeOrder.isPending,
      email: emailValue,
    }) &&
    emailCheck.success &&
    (!needsCard || selected !== undefined);

  const place = async () => {
    if (!enabled) return;
    setMessages([]);
    setStale(undefined);
    try {
      const result = await placeOrder.mutateAsync({
        idempotencyKey: attemptKey.current,
        paymentMethodId: needsCard ? selected?.id : undefined,
        email: emailValue,
        reviewedTotal: order.total,
      });
      if (!result.succeeded || !result.model) {
        attemptKey.current = crypto.randomUUID();
        setMessages(result.messages);
        return;
      }
      clearSelectedCard();
      navigate(links.orderConfirmed(result.model.id));
    } catch (error) {
      // Refused as reviewed (the cart, a piece or a benefit changed; nothing was charged): say why here and
      // show the cart as it is now, under a new attempt.
      if (error instanceof ApiRequestError && (error.status === 409 || error.status === 422)) {
        attemptKey.current = crypto.randomUUID();
        setMessages([error.message]);
        setStale(staleScheduleOfError(error));
        await queryClient.invalidateQueries({ queryKey: cartKeys.cart });
        return;
      }
      showApiErrorToast(error);
    }
  };

  const shipTos = order.shipToList ?? [];
  return (
    <div className="space-y-5">
      <PageTitle title={reviewOrderTexts.title} />
      {order.requiresApproval && (
        <p role="status" className="rounded-md bg-amber-50 p-4 text-sm text-amber-900">
          {notices.orderRequiresApproval}
        </p>
      )}
      {[...order.messages, ...messages].map((message) =>
        // A piece's mail dates no longer hold: the refusal links back to that piece's step 3.
        stale?.message === message ? (
          <StaleScheduleAlert key={message} notice={stale} />
        ) : (
          <ErrorAlert key={message}>{message}</ErrorAlert>
        ),
      )}
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-5">
          <Panel aria-label={reviewOrderTexts.confirmationEmail}>
            <TextField
              label={`${reviewOrderTexts.email} ${validation.requiredMarker}`}
              type="email"
              required
              maxLength={50}
              value={emailValue}
              onChange={(event) => setEmail(event.target.value)}
              error={email !== undefined ? emailError : undefined}
            />
          </Panel>
          <div className="grid gap-5 md:grid-cols-3">
            <TitledPanel title={shippingTexts.shipTo}>
              {shipTos.length === 0 && <p>—</p>}
              {shipTos.slice(0, 3).map((shipTo) => (
                <address key={shipTo.id} className="mb-2 not-italic">
                  {shipTo.addressee}
                  <br />
                  {shipTo.addressLine1}
                  <br />
                  {shipTo.city}, {shipTo.state} {shipTo.postalCode}
                </address>
              ))}
              {shipTos.length > 3 && <p>{orderTexts.andMore(shipTos.length - 3)}</p>}
            </TitledPanel>
            <TitledPanel title={shippingTexts.shipMethod}>
              <p>{shipMethodOf(order.shipMethodCode).name}</p>
              <p>{formatShipping(order.shipping)}</p>
            </TitledPanel>
            <TitledPanel title={paymentTexts.title}>
              {!needsCard ? (
                <p>{reviewOrderTexts.noPaymentNeeded}</p>
              ) : selected ? (
                <p>
                  {orderTexts.cardEnding(
                    brandName(selected.paymentData.cardBrand),
                    selected.paymentData.last4,
                  )}
                </p>
              ) : (
                <p>{emptyStates.paymentMethod}</p>
              )}
              {needsCard && (
                <Link to={paths.checkoutPayment} className="mt-1 inline-block text-blue-700 hover:underline">
                  {reviewOrderTexts.change}
                </Link>
              )}
            </TitledPanel>
          </div>
          <OrderItemsPanel
            items={order.items.map((item) => {
              const quantity = item.shippedQuantity ?? item.quantity;
              return {
                id: item.id,
                name: item.product.name,
                itemNumber: item.product.itemNumber,
                quantity,
                lineTotal: quantity * item.unitPrice,
                messages: item.messages,
              };
            })}
          />
        </div>
        <Panel aria-label={orderTexts.orderTotals} className="space-y-3">
          <dl className="text-sm">
            <div className="flex justify-between py-1">
              <dt>{orderTexts.subtotal}</dt>
              <dd>{formatUsd(order.subTotal)}</dd>
            </div>
            <div className="flex justify-between py-1">
              <dt>{orderTexts.shipping}</dt>
              <dd>{formatShipping(order.shipping)}</dd>
            </div>
            {order.discountTotal > 0 && (
              <div className="flex justify-between py-1">
                <dt>{orderTexts.discount}</dt>
                <dd>-{formatUsd(order.discountTotal)}</dd>
              </div>
            )}
            {order.additionalChargeTotal > 0 && (
              <div className="flex justify-between py-1">
                <dt>{orderTexts.additionalCharges}</dt>
                <dd>{formatUsd(order.additionalChargeTotal)}</dd>
              </div>
            )}
            <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
              <dt>{orderTexts.total}</dt>
              <dd>{formatUsd(order.total)}</dd>
            </div>
          </dl>
          <button
            type="button"
            className={`${buttonClasses('primary')} w-full`}
            disabled={!enabled}
            onClick={place}
          >
            {placeOrder.isPending ? reviewOrderTexts.placing : labels.placeOrder}
          </button>
          <Link
            to={needsCard ? paths.checkoutPayment : routeFromCart({ ...order, total: 0 })}
            className="block text-center text-sm text-blue-700 hover:underline"
          >
            {reviewOrderTexts.back}
          </Link>
          {order.items.some((item) => item.piece) && (
            <p className="text-xs text-slate-600">{notices.chargedForItemsSent}</p>
          )}
          <OrderSupportNote />
        </Panel>
      </div>
    </div>
  );
}
