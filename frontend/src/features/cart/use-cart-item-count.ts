import { useQuery } from '@tanstack/react-query';
import { useSession } from '#features/session';
import { cartQuery } from './api/cart-queries';

/**
 * The header's cart count: the session's cartItemCount, unless the cart query holds newer data
 * (a cart mutation wrote it, or the cart page loaded it). Reading the cart here never fetches it.
 */
export function useCartItemCount(): number | undefined {
  const session = useSession();
  const cart = useQuery({ ...cartQuery(), enabled: false });
  if (cart.data && cart.dataUpdatedAt >= session.dataUpdatedAt) return cart.data.itemCount;
  return session.data?.cartItemCount;
}
