import { api } from '@msc/shared/api';
import { confirmPrompts, emptyStates, errors, toasts, validation } from '@msc/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
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
  beforeEach(() => {
    fakeApi.on(api.home.igniteDetails, () => ({}));
  });

  it('shows the server summary with the incentive as its own line, and applies a discount code', async () => {
    const user = userEvent.setup();
    const priced = makeCart([brochure], {
      shipping: 995,
      incentiveDiscount: 125,
      discountTotal: 125,
      total: 1250 + 995 - 125,
      isShippingRequired: true,
      shipMethodCode: 'TWO_DAY',
      shipMethods: [
        { code: 'GROUND', name: 'Ground', price: 0 },
        { code: 'TWO_DAY', name: 'Two Day', price: 995 },
      ],
    });
    fakeApi.on(api.cart.get, () => priced);
    fakeApi.on(api.cart.applyDiscount, ({ body }) => {
      if (body.code !== 'TAKE10')
        throw Object.assign(new Error(toasts.invalidDiscount.message), { status: 422 });
      return {
        ...priced,
        discountTotal: 250,
        total: 1995 - 125 + 0,
        attributes: { Discounts: [{ code: 'TAKE10' }] },
      };
    });
    renderCart();

    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    expect(within(summary).getByText('Ignite incentive').nextSibling).toHaveTextContent('-$1.25');
    expect(within(summary).getByText('Shipping').nextSibling).toHaveTextContent('$9.95');
    expect(within(summary).getByRole('combobox', { name: 'Ship Method' })).toHaveValue('TWO_DAY');

    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(toasts.invalidDiscount, 'error'));

    await user.clear(screen.getByRole('textbox', { name: 'Discount code' }));
    await user.type(screen.getByRole('textbox', { name: 'Discount code' }), 'TAKE10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Remove discount code TAKE10' })).toBeInTheDocument();
    expect(within(summary).getByText('Discount').nextSibling).toHaveTextContent('-$1.25');
  });

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

    // The other row's link first: until the dialog has given the page back (aria-hidden removed, a tick after it
    // closed on Preact) no link of the page is found by role, the removed one's included.
    expect(await screen.findByRole('link', { name: 'Check-Up Poster' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Auto Insurance Brochure' })).not.toBeInTheDocument();
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
