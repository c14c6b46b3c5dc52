import Stripe from 'stripe';
import { afterAll, beforeAll, expect } from 'vitest';
import { freePort } from './free-port';
import { type LocalPaymentsHandle, startLocalPayments } from './payments';

export const nextYear = new Date().getUTCFullYear() + 1;

/** What a refused call answers: the SDK's error (a call Stripe accepts fails the test). */
export const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('Stripe accepted it');
    },
    (error: unknown) => error as InstanceType<typeof Stripe.errors.StripeError>,
  );

/**
 * A local payment gateway for the file's tests, started before them and stopped after, with a customer and
 * the calls the tests make through the official SDK. Read `gw` inside tests: it is filled before they run.
 */
export function localGatewayForTests(email: string) {
  const gw = {} as { payments: LocalPaymentsHandle; stripe: Stripe; customer: string };
  beforeAll(async () => {
    gw.payments = await startLocalPayments({ port: await freePort() });
    gw.stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: gw.payments.port, protocol: 'http' });
    gw.customer = (await gw.stripe.customers.create({ email })).id;
  });
  afterAll(() => gw.payments.stop());

  /** What Stripe.js does with the card the user typed: a PaymentMethod, made with the publishable key. */
  async function paymentMethodOf(number: string): Promise<string> {
    const response = await fetch(`${gw.payments.endpoint}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_local', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': number,
        'card[exp_month]': '12',
        'card[exp_year]': String(nextYear),
        'card[cvc]': '123',
      }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  }
  const attached = async (number: string) => {
    const id = await paymentMethodOf(number);
    await gw.stripe.paymentMethods.attach(id, { customer: gw.customer });
    return id;
  };
  const authorize = (paymentMethod: string, amount = 5000, idempotencyKey?: string) =>
    gw.stripe.paymentIntents.create(
      {
        amount,
        currency: 'usd',
        customer: gw.customer,
        payment_method: paymentMethod,
        confirm: true,
        off_session: true,
        capture_method: 'manual',
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );
  return { gw, paymentMethodOf, attached, authorize };
}
