import { api } from '@msc/shared/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderStateKeys } from '#campaign-kit';
import { cartKeys } from '#features/cart';
import { call } from '#lib/api-client';
import { savedItemKeys } from '#lib/query-keys';

/** Add to Cart of an order state: the cart, the state (no longer saved) and the saved items change. */
export const useAddOrderStateToCart = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.personalization.addToCart, { params: { id } }),
    onSuccess: ({ orderStateId }) => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.cart });
      void queryClient.invalidateQueries({ queryKey: orderStateKeys.one(orderStateId) });
      void queryClient.invalidateQueries({ queryKey: savedItemKeys.all });
    },
  });
};
