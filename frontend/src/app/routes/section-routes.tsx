import { linkTexts, shippingTexts } from '@msc/shared/messages';
import { routeFromCart } from '@msc/shared/rules/checkout-routing';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router';
import { cartQuery } from '#features/cart';
import { links, paths } from '#lib/paths';
import { LoadingState } from '#ui/loading-state';
import { NotFoundPage } from './not-found-page';

/**
 * The account sections with a page of their own (every /account/<section> pattern of the route table), and
 * where a section without one lands: /account/order without an order id is the order history.
 */
const ACCOUNT_SECTION_PAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.values(paths)
      .map((path) => /^\/account\/([a-z-]+)(\/|$)/.exec(path)?.[1])
      .filter((section): section is string => section !== undefined)
      .map((section) => [section, `/account/${section}`]),
  ),
  order: paths.orderHistory,
};

/**
 * /account/:section?/:id? where no page of its own answers (spec 1 §2 "Account area (/account/{section})"):
 * /account opens the first section of the My Account menu (profile); a known section with an id it does not
 * take (/account/contacts/<id>) opens that section; an unknown section is not found, with the way back to
 * My Account.
 */
export function AccountSectionRoute() {
  const { section } = useParams();
  if (!section) return <Navigate to={paths.accountProfile} replace />;
  const page = ACCOUNT_SECTION_PAGES[section];
  if (page) return <Navigate to={page} replace />;
  return <NotFoundPage back={{ to: paths.accountProfile, label: linkTexts.notFound.account }} />;
}

/**
 * /checkout/:section? where no section page answers (spec 1 §4 "Checkout routing"): /checkout opens the
 * section Proceed to Checkout would (shipping when the cart needs it, else payment or review; the cart when
 * it is empty); an unknown section is not found, with the way back to the cart.
 */
export function CheckoutSectionRoute() {
  const { section } = useParams();
  if (section) return <NotFoundPage back={{ to: links.cart(), label: shippingTexts.backToCart }} />;
  return <CheckoutStart />;
}

function CheckoutStart() {
  const cart = useQuery(cartQuery());
  if (cart.isPending) return <LoadingState />;
  const target = cart.data && cart.data.items.length > 0 ? routeFromCart(cart.data) : links.cart();
  return <Navigate to={target} replace />;
}
