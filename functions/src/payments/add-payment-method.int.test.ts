import { ErrorCode } from '@msc/shared/api/errors';
import { toasts } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../checkout/handler';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { tokenizeCard } from '../test/payment-card';

const call = callerOf(handler);

const billing = {
  name: 'Pat Buyer',
  addressLine1: '1 Main St',
  city: 'Boston',
  state: 'MA',
  isDefault: false,
};

/**
 * Spec 1 §8: an attach failure shows the provider's message in the 'Card Error' toast. Each test card goes
 * through the route the SPA calls after Stripe.js made the PaymentMethod, against the local payment
 * gateway, which refuses a card where Stripe does (infra/local/emulators/stripe-test-cards.ts).
 */
describe("adding a card: Stripe's test cards", () => {
  let userNumber = 0;
  /** A user of their own per card: their first card also creates their provider customer. */
  async function addCard(number: string) {
    userNumber += 1;
    const email = `card-${userNumber}@test.local`;
    await givenUser({ userName: email, defaultAgencyId: 1 }, [1]);
    const claims = claimsFor(email);
    const added = await call(claims, 'POST', '/payment-methods', {
      ...billing,
      providerPaymentMethodId: await tokenizeCard(number),
    });
    const saved = await call(claims, 'GET', '/payment-methods');
    return { ...added, saved: saved.body as { paymentData: { cardBrand: string; last4: string } }[] };
  }

  beforeAll(async () => {
    await useFreshTable();
    await givenAgency({ agencyId: 1 });
  });

  it.each([
    ['4000000000000002', 'Your card was declined.'],
    ['4000000000000069', 'Your card has expired.'],
    ['4000000000009995', 'Your card has insufficient funds.'],
    ['4000000000000127', "Your card's security code is incorrect."],
    ['4000000000000119', 'An error occurred while processing your card. Try again in a little bit.'],
  ])("refuses %s with the provider's message, and saves nothing", async (number, message) => {
    const { status, body, saved } = await addCard(number);
    expect(status).toBe(422);
    expect(body).toEqual({ message, code: ErrorCode.businessRule });
    // The SPA shows it as the spec's toast: the provider's text under 'Card Error'.
    expect(toasts.cardAttachFailed(body.message)).toEqual({ title: 'Card Error', message });
    expect(saved).toEqual([]);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    // Declined only when charged (place order): saving it succeeds, as with Stripe.
    ['4000000000000341', 'visa'],
  ])('saves %s (%s)', async (number, cardBrand) => {
    const { status, body, saved } = await addCard(number);
    expect(status).toBe(201);
    const paymentData = { cardBrand, last4: number.slice(-4) };
    // The first card of a user becomes their default.
    expect(body).toMatchObject({ isDefault: true, paymentData });
    expect(saved).toMatchObject([{ paymentData }]);
  });
});
