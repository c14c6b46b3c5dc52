import { cartPageTexts, emptyStates, labels, orderTexts, toasts } from '@msc/shared/messages';
import { checkExpressOrderItemCount, toCartItemRuleView } from '@msc/shared/rules/cart-rules';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { igniteDetailsQuery } from '#features/home';
import { links } from '#lib/paths';
import { buttonClasses } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { ErrorAlert } from '#ui/error-alert';
import { PageTitle } from '#ui/page-title';
import { QueryState } from '#ui/query-state';
import { cartQuery } from './api/cart-queries';
import { CartItemRow } from './components/cart-item-row';
import { DiscountCodes } from './components/discount-codes';
import { OrderSummary } from './components/order-summary';

/** /cart: items with quantity and remove, order summary, empty state with Continue Shopping. */
export default function CartPage() {
  const { data: cart, isPending, error } = useQuery(cartQuery());
  const ignite = useQuery(igniteDetailsQuery());

  return (
    <div>
      <PageTitle title={cartPageTexts.title} />
      <QueryState
        query={{ isPending, error, data: cart }}
        loadingLabel={orderTexts.loadingCart}
        isEmpty={(loaded) => loaded.items.length === 0}
        empty={
          <EmptyState
            message={emptyStates.cart}
            action={
              <Link to={links.productSearch()} className={buttonClasses('primary')}>
                {labels.continueShopping}
              </Link>
            }
          />
        }
      >
        {(loaded) => (
          <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <section
              aria-label={cartPageTexts.cartItems}
              className="rounded-lg border border-slate-200 bg-white px-5 shadow-sm"
            >
              {!checkExpressOrderItemCount(loaded.items.map(toCartItemRuleView)).ok && (
                <ErrorAlert className="mt-4">{toasts.expressOrderOneItem.message}</ErrorAlert>
              )}
              <ul>
                {loaded.items.map((item) => (
                  <CartItemRow key={item.id} item={item} />
                ))}
              </ul>
            </section>
            <div className="space-y-3">
              <OrderSummary cart={loaded} incentiveDetailsLoaded={ignite.isSuccess} />
              <DiscountCodes cart={loaded} />
              <Link
                to={links.productSearch()}
                className="block text-center text-sm font-medium text-blue-700 hover:underline"
              >
                {labels.continueShopping}
              </Link>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
