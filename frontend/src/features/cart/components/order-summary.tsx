import { notices, orderTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { canProceedToCheckout } from '@msc/shared/rules/checkout-enablement';
import { routeFromCart } from '@msc/shared/rules/checkout-routing';
import { formatShipping, formatUsd } from '@msc/shared/rules/formatting';
import { Link } from 'react-router';
import { buttonClasses } from '#ui/button';
import { Panel } from '#ui/panel';
import { ShipMethodSelect } from './ship-method-select';

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between py-1.5 ${strong ? 'border-t border-slate-200 pt-3 text-base font-semibold' : 'text-sm'}`}
    >
      <dt className="text-slate-700">{label}</dt>
      <dd className="text-slate-900">{value}</dd>
    </div>
  );
}

/**
 * The server's order summary (spec 1 §3): nothing is computed here. Proceed to Checkout waits for the
 * incentive details as well as canPlaceOrder (spec 1 §5).
 */
export function OrderSummary({
  cart,
  incentiveDetailsLoaded,
}: {
  cart: Cart;
  incentiveDetailsLoaded: boolean;
}) {
  const codeDiscount = cart.discountTotal - (cart.incentiveDiscount ?? 0);
  return (
    <Panel aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className="mb-3 text-lg font-semibold text-slate-900">
        {orderTexts.orderSummary}
      </h2>
      <dl>
        <Row label={orderTexts.items} value={String(cart.itemCount)} />
        <Row label={orderTexts.units} value={String(cart.unitCount)} />
        <Row label={orderTexts.subtotal} value={formatUsd(cart.subTotal)} />
        <Row label={orderTexts.shipping} value={formatShipping(cart.shipping)} />
        {(cart.incentiveDiscount ?? 0) > 0 && (
          <Row label={orderTexts.igniteIncentive} value={`-${formatUsd(cart.incentiveDiscount ?? 0)}`} />
        )}
        {codeDiscount > 0 && <Row label={orderTexts.discount} value={`-${formatUsd(codeDiscount)}`} />}
        {cart.additionalChargeTotal > 0 && (
          <Row label={orderTexts.additionalCharges} value={formatUsd(cart.additionalChargeTotal)} />
        )}
        <Row label={orderTexts.total} value={formatUsd(cart.total)} strong />
      </dl>
      {cart.items.some((item) => item.piece) && (
        <p className="mt-2 text-xs text-slate-600">{notices.chargedForItemsSent}</p>
      )}
      <div className="mt-3">
        <ShipMethodSelect cart={cart} />
      </div>
      {canProceedToCheckout({ canPlaceOrder: cart.canPlaceOrder, incentiveDetailsLoaded }) ? (
        <Link to={routeFromCart(cart)} className={`${buttonClasses('primary')} mt-4 w-full`}>
          {orderTexts.proceedToCheckout}
        </Link>
      ) : (
        <button
          type="button"
          disabled
          className="mt-4 w-full rounded-md bg-slate-300 px-4 py-2.5 text-sm font-semibold text-white"
        >
          {orderTexts.proceedToCheckout}
        </button>
      )}
    </Panel>
  );
}
