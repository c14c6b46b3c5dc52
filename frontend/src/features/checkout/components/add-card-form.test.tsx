import { api } from '@msc/shared/api';
import type { AddPaymentMethod } from '@msc/shared/api/checkout';
import { toasts } from '@msc/shared/messages';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '#testing/fake-api';
import { renderWithProviders } from '#testing/render';
import { showToast } from '#ui/toast';
import type { CardChange, StripeBillingDetails, StripeJs } from '../stripe-card';
import { setStripeLoader } from '../stripe-card';
import { AddCardPanel } from './add-card-form';

vi.mock('#ui/toast', () => ({ showToast: vi.fn(), showApiErrorToast: vi.fn() }));

const fakeApi = installFakeApi();

const savedCard: PaymentMethod = {
  id: 'card-1',
  name: 'Pat Buyer',
  isExpired: false,
  isDefault: true,
  addressLine1: '1 Main St',
  city: 'Boston',
  state: 'MA',
  country: 'US',
  expirationDate: '2031-12',
  paymentData: { cardBrand: 'visa', last4: '4242', customer: 'cus_1' },
};

/**
 * The subset of Stripe.js the form uses. The Element stands in for Stripe's iframe: a box of its own the
 * test "types" into by firing Stripe's change events; the card number never exists on the page.
 */
function fakeStripe(outcome: { id?: string; error?: string }) {
  const calls = {
    keys: [] as string[],
    mountedIn: undefined as HTMLElement | undefined,
    paymentMethods: [] as StripeBillingDetails[],
    change: undefined as ((change: CardChange) => void) | undefined,
    destroyed: 0,
  };
  const stripe: StripeJs = {
    elements: () => ({
      create: () => ({
        mount: (element) => {
          calls.mountedIn = element;
        },
        on: (_event, handler) => {
          calls.change = handler;
        },
        destroy: () => {
          calls.destroyed += 1;
        },
      }),
    }),
    createPaymentMethod: async ({ billing_details }) => {
      calls.paymentMethods.push(billing_details);
      return outcome.id ? { paymentMethod: { id: outcome.id } } : { error: { message: outcome.error } };
    },
  };
  setStripeLoader(async (key) => {
    calls.keys.push(key);
    return stripe;
  });
  return calls;
}

async function fillBilling(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/Name on card/), 'Pat Buyer');
  await user.type(screen.getByLabelText(/Address Line 1/), '1 Main St');
  await user.type(screen.getByLabelText(/^City/), 'Boston');
  await user.selectOptions(screen.getByLabelText(/^State/), 'MA');
}

describe('AddCardPanel', () => {
  let sent: AddPaymentMethod[];
  beforeEach(() => {
    sent = [];
    vi.mocked(showToast).mockClear();
    fakeApi.on(api.checkout.addPaymentMethod, ({ body }) => {
      sent.push(body);
      return savedCard;
    });
  });
  afterEach(() => setStripeLoader());

  it('in Stripe mode mounts the card Element and sends our API only the PaymentMethod id', async () => {
    fakeApi.on(api.checkout.paymentSetup, () => ({
      mode: 'stripe' as const,
      publishableKey: 'pk_test_fake',
    }));
    const stripe = fakeStripe({ id: 'pm_from_stripe' });
    const onAdded = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<AddCardPanel onAdded={onAdded} />);

    await waitFor(() => expect(stripe.mountedIn).toBeInstanceOf(HTMLElement));
    expect(stripe.keys).toEqual(['pk_test_fake']);
    expect(document.body.contains(stripe.mountedIn!)).toBe(true);
    // Stripe's Element holds the card: the page has no card fields of its own.
    expect(screen.queryByLabelText(/Card number/)).toBeNull();
    expect(screen.queryByLabelText(/CVC/)).toBeNull();

    await fillBilling(user);
    const create = screen.getByRole('button', { name: 'Create' });
    // Until Stripe says the card is complete, nothing can be sent.
    expect(create).toBeDisabled();
    act(() => stripe.change!({ complete: false, error: { message: 'Your card number is incomplete.' } }));
    expect(await screen.findByText('Your card number is incomplete.')).toBeVisible();
    act(() => stripe.change!({ complete: true }));
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(savedCard));
    expect(stripe.paymentMethods).toEqual([
      expect.objectContaining({
        name: 'Pat Buyer',
        address: expect.objectContaining({ line1: '1 Main St', city: 'Boston', state: 'MA', country: 'US' }),
      }),
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ providerPaymentMethodId: 'pm_from_stripe', name: 'Pat Buyer' });
    expect(Object.keys(sent[0]!)).not.toEqual(expect.arrayContaining(['cardNumber']));
    expect(Object.keys(sent[0]!)).not.toEqual(expect.arrayContaining(['cvc']));
    expect(showToast).toHaveBeenCalledWith(toasts.paymentMethodSaved, 'success');
  });

  it("shows Stripe's refusal and sends nothing to our API", async () => {
    fakeApi.on(api.checkout.paymentSetup, () => ({
      mode: 'stripe' as const,
      publishableKey: 'pk_test_fake',
    }));
    const stripe = fakeStripe({ error: 'Your card was declined.' });
    const user = userEvent.setup();
    renderWithProviders(<AddCardPanel onAdded={vi.fn()} />);
    await waitFor(() => expect(stripe.change).toBeTypeOf('function'));
    await fillBilling(user);
    act(() => stripe.change!({ complete: true }));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith(toasts.cardProviderError('Your card was declined.'), 'error'),
    );
    expect(sent).toEqual([]);
  });

  it('in local mode keeps its own card fields and never loads Stripe.js', async () => {
    fakeApi.on(api.checkout.paymentSetup, () => ({
      mode: 'local' as const,
      publishableKey: 'pk_test_local',
      localPath: '/local-payments',
    }));
    const stripe = fakeStripe({ id: 'pm_never' });
    renderWithProviders(<AddCardPanel onAdded={vi.fn()} />);
    expect(await screen.findByLabelText(/Card number/)).toBeVisible();
    expect(screen.getByLabelText(/CVC/)).toBeVisible();
    expect(stripe.keys).toEqual([]);
  });
});
