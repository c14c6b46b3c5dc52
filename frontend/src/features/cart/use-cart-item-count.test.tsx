import type { Cart } from '@msc/shared/model/cart';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { sessionKeys } from '#features/session';
import { installFakeApi } from '#testing/fake-api';
import { makeQueryClient } from '#testing/render';
import { makeSession } from '#testing/session-fixture';
import { cartKeys } from './api/cart-queries';
import { useCartItemCount } from './use-cart-item-count';

const fakeApi = installFakeApi();

const cartWith = (itemCount: number) => ({ itemCount }) as Partial<Cart> as Cart;

function setup() {
  const queryClient = makeQueryClient(makeSession({ cartItemCount: 2 }));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, ...renderHook(() => useCartItemCount(), { wrapper }) };
}

describe('useCartItemCount', () => {
  it('reads the session count without fetching the cart', () => {
    const { result } = setup();
    expect(result.current).toBe(2);
    expect(fakeApi.fetch).not.toHaveBeenCalled();
  });

  it('follows the cart a cart mutation writes', async () => {
    const { result, queryClient } = setup();
    act(() => queryClient.setQueryData(cartKeys.cart, cartWith(5)));
    await waitFor(() => expect(result.current).toBe(5));
  });

  it('prefers a session loaded after the cart (e.g. after an agency change)', async () => {
    const { result, queryClient } = setup();
    const now = Date.now();
    act(() => queryClient.setQueryData(cartKeys.cart, cartWith(5), { updatedAt: now + 1 }));
    await waitFor(() => expect(result.current).toBe(5));
    act(() =>
      queryClient.setQueryData(sessionKeys.all, makeSession({ cartItemCount: 0 }), { updatedAt: now + 2 }),
    );
    await waitFor(() => expect(result.current).toBe(0));
  });
});
