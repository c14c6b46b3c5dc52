import { orderTexts, shippingTexts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import { CHECKOUT_ROUTES, routeAfterShipping } from '@msc/shared/rules/checkout-routing';
import { formatShipping, formatUsd } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { cartQuery, ShipMethodSelect } from '#features/cart';
import { addressesQuery } from '#features/profile';
import { buttonClasses } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';
import { useSetShipTo } from './api/ship-to-queries';
import { ShipToPanel } from './shipping/ship-to-panel';

/**
 * /checkout/shipping: Ship To panel, Ship Method panel, Back to Cart, Continue (spec 1 §2). Skipped when
 * nothing in the cart ships; an empty cart goes back to the cart.
 */
export default function ShippingPage() {
  const cart = useQuery(cartQuery());
  const navigate = useNavigate();
  useDefaultAddress(cart.data);
  if (!cart.data) return <LoadingState label={orderTexts.loadingCart} />;
  if (cart.data.items.length === 0) return <Navigate to={CHECKOUT_ROUTES.cart} replace />;
  if (!cart.data.isShippingRequired) return <Navigate to={routeAfterShipping(cart.data.total)} replace />;
  const hasShipTo = (cart.data.shipToList?.length ?? 0) > 0;
  return (
    <div className="space-y-6">
      <PageTitle title={shippingTexts.title} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <ShipToPanel cart={cart.data} />
        <div className="space-y-6">
          <Panel aria-labelledby="ship-method-heading">
            <h2 id="ship-method-heading" className="mb-3 text-lg font-semibold text-slate-900">
              {shippingTexts.shipMethod}
            </h2>
            <ShipMethodSelect cart={cart.data} />
          </Panel>
          <Totals cart={cart.data} />
        </div>
      </div>
      {!hasShipTo && (
        <p role="status" className="text-sm text-slate-700">
          {shippingTexts.chooseShipTo}
        </p>
      )}
      <div className="flex flex-wrap justify-between gap-3">
        <Link to={CHECKOUT_ROUTES.cart} className={buttonClasses('secondary')}>
          {shippingTexts.backToCart}
        </Link>
        <button
          type="button"
          className={buttonClasses('primary')}
          disabled={!hasShipTo}
          onClick={() => navigate(routeAfterShipping(cart.data.total))}
        >
          {shippingTexts.continue}
        </button>
      </div>
    </div>
  );
}

/** The shipping address default is the first address in the list (spec 1 §4): chosen once, on arrival. */
function useDefaultAddress(cart: Cart | undefined) {
  const addresses = useQuery(addressesQuery());
  const setShipTo = useSetShipTo();
  const tried = useRef(false);
  const first = addresses.data?.[0];
  const needsOne = cart?.isShippingRequired === true && (cart.shipToList?.length ?? 0) === 0;
  useEffect(() => {
    if (tried.current || !needsOne || !first) return;
    tried.current = true;
    setShipTo.mutate({ kind: 'savedAddress', addressId: first.id }, { onError: showApiErrorToast });
  }, [needsOne, first, setShipTo]);
}

function Totals({ cart }: { cart: Cart }) {
  const count = cart.shipToList?.length ?? 0;
  return (
    <Panel aria-label={orderTexts.orderTotals} className="text-sm">
      <dl className="space-y-1.5">
        {count > 1 && (
          <div className="flex justify-between">
            <dt className="text-slate-700">{shippingTexts.shippingTo}</dt>
            <dd>{shippingTexts.addressesOnOrder(count)}</dd>
          </div>
        )}
        <div className="flex justify-between">
          <dt className="text-slate-700">{orderTexts.subtotal}</dt>
          <dd>{formatUsd(cart.subTotal)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-slate-700">{orderTexts.shipping}</dt>
          <dd>{formatShipping(cart.shipping)}</dd>
        </div>
        {cart.discountTotal > 0 && (
          <div className="flex justify-between">
            <dt className="text-slate-700">{orderTexts.discount}</dt>
            <dd>-{formatUsd(cart.discountTotal)}</dd>
          </div>
        )}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold">
          <dt>{orderTexts.total}</dt>
          <dd>{formatUsd(cart.total)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
