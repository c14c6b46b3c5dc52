import { api } from '@msc/shared/api';
import type { AddPaymentMethod } from '@msc/shared/api/checkout';
import { ErrorCode } from '@msc/shared/api/errors';
import { toasts } from '@msc/shared/messages';
import type { PaymentMethod } from '@msc/shared/model/payment';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeApiFailure, installFakeApi } from '#testing/fake-api';
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
    cleared: 0,
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
        clear: () => {
          calls.cleared += 1;
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
  describe('when the provider refuses to attach the card (spec 1 §8)', () => {
    const refused = () =>
      new FakeApiFailure(422, { message: 'Your card was declined.', code: ErrorCode.businessRule });
    /** Local mode: the card goes to the local payment gateway first, which makes the PaymentMethod. */
    const localGateway: string[] = [];
    beforeEach(() => {
      localGateway.length = 0;
      fakeApi.on(api.checkout.paymentSetup, () => ({
        mode: 'local' as const,
        publishableKey: 'pk_test_local',
        localPath: '/local-payments',
      }));
      const apiFetch = fakeApi.fetch;
      vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
        if (!String(input).startsWith('/local-payments/')) return apiFetch(input, init);
        localGateway.push(String(init?.body));
        return new Response(JSON.stringify({ id: 'pm_local' }), { status: 200 });
      });
    });

    async function typeCard(user: ReturnType<typeof userEvent.setup>) {
      await user.type(await screen.findByLabelText(/Card number/), '4000 0000 0000 0002');
      await user.selectOptions(screen.getByLabelText(/Expiry month/), '12');
      await user.selectOptions(screen.getByLabelText(/Expiry year/), String(new Date().getFullYear() + 2));
      await user.type(screen.getByLabelText(/CVC/), '123');
      await fillBilling(user);
    }

    it("shows the provider's message titled 'Card Error', keeps what was typed but the card number, selects nothing", async () => {
      fakeApi.on(api.checkout.addPaymentMethod, refused);
      const onAdded = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<AddCardPanel onAdded={onAdded} />);
      await typeCard(user);
      await user.click(screen.getByRole('button', { name: 'Create' }));

      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(toasts.cardAttachFailed('Your card was declined.'), 'error'),
      );
      expect(localGateway).toHaveLength(1);
      expect(onAdded).not.toHaveBeenCalled();
      expect(screen.getByRole('form', { name: 'Add a card' })).toBeVisible();
      await waitFor(() => expect(screen.getByLabelText(/Card number/)).toHaveValue(''));
      expect(screen.getByLabelText(/Card number/)).toHaveFocus();
      expect(screen.getByLabelText(/CVC/)).toHaveValue('123');
      expect(screen.getByLabelText(/Name on card/)).toHaveValue('Pat Buyer');
      expect(screen.getByLabelText(/Address Line 1/)).toHaveValue('1 Main St');
      expect(screen.getByLabelText(/^State/)).toHaveValue('MA');

      // Another card, and it is saved.
      fakeApi.on(api.checkout.addPaymentMethod, () => savedCard);
      await user.type(screen.getByLabelText(/Card number/), '4242 4242 4242 4242');
      await user.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(onAdded).toHaveBeenCalledWith(savedCard));
    });

    it('shows the fixed text when the failure carries no message of the provider', async () => {
      fakeApi.on(api.checkout.addPaymentMethod, () => {
        throw new TypeError('Failed to fetch');
      });
      const user = userEvent.setup();
      renderWithProviders(<AddCardPanel onAdded={vi.fn()} />);
      await typeCard(user);
      await user.click(screen.getByRole('button', { name: 'Create' }));
      await waitFor(() => expect(showToast).toHaveBeenCalledWith(toasts.cardAttachFailed(), 'error'));
    });

    it("in Stripe mode empties Stripe's Element and waits for a card again", async () => {
      fakeApi.on(api.checkout.paymentSetup, () => ({
        mode: 'stripe' as const,
        publishableKey: 'pk_test_fake',
      }));
      fakeApi.on(api.checkout.addPaymentMethod, refused);
      const stripe = fakeStripe({ id: 'pm_from_stripe' });
      const onAdded = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<AddCardPanel onAdded={onAdded} />);
      await waitFor(() => expect(stripe.change).toBeTypeOf('function'));
      await fillBilling(user);
      act(() => stripe.change!({ complete: true }));
      const create = screen.getByRole('button', { name: 'Create' });
      await waitFor(() => expect(create).toBeEnabled());
      await user.click(create);

      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith(toasts.cardAttachFailed('Your card was declined.'), 'error'),
      );
      expect(stripe.cleared).toBe(1);
      await waitFor(() => expect(create).toBeDisabled());
      expect(screen.getByLabelText(/Name on card/)).toHaveValue('Pat Buyer');
      expect(onAdded).not.toHaveBeenCalled();
    });
  });
});
