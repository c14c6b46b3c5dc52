import { routeFromCart } from '@msc/shared/rules/checkout-routing';
import { canAddOrderToCart } from '@msc/shared/rules/personalization-steps';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { orderStateKeys, staleScheduleOfError } from '#campaign-kit';
import { cartQuery } from '#features/cart';
import { links } from '#lib/paths';
import { announceAddedToCart } from '#ui/added-to-cart';
import { showApiErrorToast } from '#ui/toast';
import { useAddOrderStateToCart } from '../api/add-to-cart-queries';

/**
 * Add to Cart of a review (spec 2 §4): the server clears the saved flag and adds the piece; then the cart,
 * or on to checkout by the cart's routing. Enabled only with a count and no add in progress.
 */
export function useAddPieceToCart(
  orderState: { id: string; targetCount: number; productType?: string | null },
  productName: string,
) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useAddOrderStateToCart();
  return {
    enabled: canAddOrderToCart({ targetCount: orderState.targetCount, isAdding: add.isPending }),
    isAdding: add.isPending && add.variables === orderState.id,
    add: (then: 'cart' | 'checkout') =>
      add.mutate(orderState.id, {
        onSuccess: async () => {
          announceAddedToCart([productName], orderState.productType);
          if (then === 'cart') return navigate(links.cart());
          const cart = await queryClient.fetchQuery(cartQuery());
          navigate(routeFromCart(cart));
        },
        onError: async (error) => {
          showApiErrorToast(error);
          // Refused for mail dates that no longer hold: the page reloads the state, which then says so
          // with its link to step 3.
          if (staleScheduleOfError(error))
            await queryClient.invalidateQueries({ queryKey: orderStateKeys.one(orderState.id) });
        },
      }),
  };
}
