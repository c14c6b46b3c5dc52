import { api } from '@msc/shared/api';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { useSession } from './use-session';

/** The cart feature keeps the cart under this key and writes every mutation's cart to it. */
const CART_KEY = ['cart'] as const;

/**
 * The header's cart count: the session's cartItemCount, unless the cart query holds newer data
 * (a cart mutation wrote it, or the cart page loaded it). Reading the cart here never fetches it.
 */
export function useCartItemCount(): number | undefined {
  const session = useSession();
  const cart = useQuery({
    queryKey: CART_KEY,
    queryFn: ({ signal }) => call(api.cart.get, { signal }),
    enabled: false,
  });
  if (cart.data && cart.dataUpdatedAt >= session.dataUpdatedAt) return cart.data.itemCount;
  return session.data?.cartItemCount;
}
