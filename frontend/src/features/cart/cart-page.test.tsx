import { api } from '@msc/shared/api';
import { confirmPrompts, emptyStates, errors, toasts, validation } from '@msc/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { makeCart, makeCartItem } from '#testing/cart-fixture';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { showToast } from '#ui/toast';
import CartPage from './cart-page';

vi.mock('#ui/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

const fakeApi = installFakeApi();

const brochure = makeCartItem({ id: 'item-1', quantity: 10 });
const poster = makeCartItem({
  id: 'item-2',
  quantity: 2,
  unitPrice: 500,
  product: {
    id: 'p-poster',
    name: 'Check-Up Poster',
    itemNumber: 'CP-7',
    limits: { available: 5, limitText: '5' },
  },
});

function renderCart() {
  return renderWithProviders(<CartPage />, { url: '/cart' });
}

const row = (name: string) => screen.getByRole('link', { name }).closest('li')!;

describe('CartPage', () => {
  it('lists each item with its quantity and line total, and the order summary', async () => {
    fakeApi.on(api.cart.get, () => makeCart([brochure, poster]));
    renderCart();

    expect(await screen.findByRole('link', { name: 'Auto Insurance Brochure' })).toHaveAttribute(
      'href',
      '/product/p-auto-brochure',
    );
    expect(within(row('Auto Insurance Brochure')).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(
      10,
    );
    expect(within(row('Auto Insurance Brochure')).getByText('$12.50')).toBeInTheDocument();
    expect(within(row('Check-Up Poster')).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Units').nextSibling).toHaveTextContent('12');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$22.50');
    expect(within(summary).getByRole('link', { name: 'Proceed to Checkout' })).toBeInTheDocument();
  });

  it('updates a quantity and shows the cart the API returns', async () => {
    const user = userEvent.setup();
    fakeApi.on(api.cart.get, () => makeCart([brochure]));
    fakeApi.on(api.cart.setQuantity, ({ body }) =>
      makeCart([makeCartItem({ id: 'item-1', quantity: body.quantity })]),
    );
    renderCart();

    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    const update = screen.getByRole('button', { name: 'Update' });
    expect(update).toBeDisabled();
    await user.clear(quantity);
    await user.type(quantity, '25');
    await user.click(update);

    await waitFor(() =>
      expect(within(row('Auto Insurance Brochure')).getByText('$31.25')).toBeInTheDocument(),
    );
    expect(fakeApi.requests(api.cart.setQuantity)).toEqual([
      { params: { id: 'item-1' }, query: {}, body: { quantity: 25 } },
    ]);
  });

  it('refuses a quantity below 1 or above the limit without calling the API', async () => {
    const user = userEvent.setup();
    fakeApi.on(api.cart.get, () => makeCart([poster]));
    renderCart();

    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    await user.clear(quantity);
    await user.type(quantity, '0');
    expect(screen.getByText(validation.quantityAtLeastOne)).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Update' })).toBeDisabled();

    await user.clear(quantity);
    await user.type(quantity, '6');
    expect(screen.getByText(errors.limitExceeded('5'))).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(fakeApi.requests(api.cart.setQuantity)).toHaveLength(0);
  });

  it('removes an item only after the confirm prompt', async () => {
    const user = userEvent.setup();
    fakeApi.on(api.cart.get, () => makeCart([brochure, poster]));
    fakeApi.on(api.cart.removeItem, () => makeCart([poster]));
    renderCart();

    await user.click(await screen.findByRole('button', { name: 'Remove Auto Insurance Brochure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Auto Insurance Brochure' });
    expect(dialog).toHaveTextContent(confirmPrompts.deleteCartItem.message);
    expect(fakeApi.requests(api.cart.removeItem)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: confirmPrompts.deleteCartItem.cancelLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fakeApi.requests(api.cart.removeItem)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove Auto Insurance Brochure' }));
    const again = await screen.findByRole('dialog', { name: 'Remove Auto Insurance Brochure' });
    await user.click(within(again).getByRole('button', { name: confirmPrompts.deleteCartItem.confirmLabel }));

    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Auto Insurance Brochure' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'Check-Up Poster' })).toBeInTheDocument();
    expect(fakeApi.requests(api.cart.removeItem)).toEqual([
      { params: { id: 'item-1' }, query: {}, body: undefined },
    ]);
    expect(showToast).toHaveBeenCalledWith(toasts.itemRemoved, 'success');
  });

  it('shows the empty state with Continue Shopping when the cart has no items', async () => {
    fakeApi.on(api.cart.get, () => makeCart());
    renderCart();

    expect(await screen.findByText(emptyStates.cart)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('region', { name: 'Order Summary' })).not.toBeInTheDocument();
    expect(fakeApi.unhandled).toEqual([]);
  });
});
