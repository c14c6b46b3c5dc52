import { emptyStates } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { cartQuery } from './api/cart-queries';
import { CartItemRow } from './components/cart-item-row';
import { OrderSummary } from './components/order-summary';

/** /cart: items with quantity and remove, order summary, empty state with Continue Shopping. */
export default function CartPage() {
  const { data: cart, isPending, error } = useQuery(cartQuery());

  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-semibold text-slate-900">Shopping Cart</h1>
      {isPending && <p className="text-slate-600">Loading your cart…</p>}
      {error && (
        <p role="alert" className="rounded-md bg-red-50 p-4 text-sm text-red-800">
          {error.message}
        </p>
      )}
      {cart && cart.items.length === 0 && (
        <div className="rounded-lg border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-medium text-slate-800">{emptyStates.cart}</p>
          <Link
            to="/products"
            className="mt-4 inline-block rounded-md bg-blue-700 px-5 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            Continue Shopping
          </Link>
        </div>
      )}
      {cart && cart.items.length > 0 && (
        <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
          <section
            aria-label="Cart items"
            className="rounded-lg border border-slate-200 bg-white px-5 shadow-sm"
          >
            <ul>
              {cart.items.map((item) => (
                <CartItemRow key={item.id} item={item} />
              ))}
            </ul>
          </section>
          <div className="space-y-3">
            <OrderSummary cart={cart} />
            <Link
              to="/products"
              className="block text-center text-sm font-medium text-blue-700 hover:underline"
            >
              Continue Shopping
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
