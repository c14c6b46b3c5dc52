import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PaymentGateway, stripeGateway } from '@msc/functions/payments/payment-gateway';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { type LocalPaymentsHandle, startLocalPayments } from './payments';
import { nextYear } from './payments-test-gateway';

/** The Stripe adapter of the functions, through the official SDK, against the local payment service. */
describe('the Stripe adapter against the local payment gateway', () => {
  let dataDir: string;
  let payments: LocalPaymentsHandle;
  let stripe: Stripe;
  let gateway: PaymentGateway;
  let customer: string;

  const clientFor = (handle: LocalPaymentsHandle) =>
    new Stripe('sk_test_local', { host: '127.0.0.1', port: handle.port, protocol: 'http' });

  /** What the browser does: a publishable key, the card number straight to the payment service. */
  async function tokenize(number: string, expYear = nextYear): Promise<Response> {
    return fetch(`${payments.endpoint}/v1/payment_methods`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_local', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        type: 'card',
        'card[number]': number,
        'card[exp_month]': '3',
        'card[exp_year]': String(expYear),
      }),
    });
  }
  const savedCard = async (number: string) => {
    const { id } = (await (await tokenize(number)).json()) as { id: string };
    await gateway.attach(id, customer);
    return id;
  };
  const authorize = (paymentMethodId: string, idempotencyKey: string, amount = 1999) =>
    gateway.authorize({
      amount,
      customerId: customer,
      paymentMethodId,
      idempotencyKey,
      description: 't',
      metadata: {},
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'msc-payments-'));
    payments = await startLocalPayments({ port: await freePort(), dataDir });
    stripe = clientFor(payments);
    gateway = stripeGateway(stripe);
    customer = await gateway.createCustomer({ email: 'a@test.local', userName: 'a@test.local' });
  });
  afterAll(async () => {
    await payments.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a card from its number and reads back only brand, last 4 and expiry', async () => {
    const response = await tokenize('4242 4242 4242 4242');
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: string };
    expect(await gateway.attach(id, customer)).toEqual({
      providerPaymentMethodId: id,
      providerCustomerId: customer,
      cardBrand: 'visa',
      last4: '4242',
      expirationDate: `${nextYear}-03`,
    });
    expect(await gateway.card('pm_missing')).toBeUndefined();
  });

  it('refuses a wrong number or a past expiry when the card is created', async () => {
    expect((await tokenize('4242424242424241')).status).toBe(402);
    expect((await tokenize('4242424242424242', 2020)).status).toBe(402);
  });

  it('refuses a secret-key call made with a publishable key', async () => {
    const response = await fetch(`${payments.endpoint}/v1/customers`, {
      method: 'POST',
      headers: { authorization: 'Bearer pk_test_local' },
    });
    expect(response.status).toBe(401);
  });

  it('authorizes 4242 once per idempotency key, however often it is retried', async () => {
    const card = await savedCard('4242424242424242');
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => authorize(card, 'same-key')));
    const ids = new Set(outcomes.map((outcome) => (outcome.ok ? outcome.paymentIntentId : outcome.code)));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toMatch(/^pi_/);
    const other = await authorize(card, 'another-key');
    expect(other.ok && !ids.has(other.paymentIntentId)).toBe(true);
    const { data } = await stripe.paymentIntents.list({ customer });
    expect(data.filter((intent) => intent.payment_method === card)).toHaveLength(2);
  });

  it('holds, takes, releases and gives back through the adapter as Stripe does', async () => {
    const card = await savedCard('4242424242424242');
    const held = await authorize(card, 'adapter-hold-1', 2500);
    if (!held.ok) throw new Error('not authorized');
    expect(await stripe.paymentIntents.retrieve(held.paymentIntentId)).toMatchObject({
      status: 'requires_capture',
      amount_capturable: 2500,
      amount_received: 0,
    });
    await gateway.capture(held.paymentIntentId, 'adapter-capture-1');
    expect(await stripe.paymentIntents.retrieve(held.paymentIntentId)).toMatchObject({
      status: 'succeeded',
      amount_received: 2500,
    });
    await gateway.refund(held.paymentIntentId, 'adapter-refund-1');
    const refunds = await stripe.refunds.list({ payment_intent: held.paymentIntentId });
    expect(refunds.data.map((refund) => refund.amount)).toEqual([2500]);

    const released = await authorize(card, 'adapter-hold-2', 900);
    if (!released.ok) throw new Error('not authorized');
    await gateway.cancel(released.paymentIntentId);
    // A clean-up that runs twice finds it released already.
    await gateway.cancel(released.paymentIntentId);
    expect((await stripe.paymentIntents.retrieve(released.paymentIntentId)).status).toBe('canceled');
    await expect(gateway.capture(released.paymentIntentId, 'adapter-capture-2')).rejects.toThrow(
      /could not be captured because it has a status of canceled/,
    );
  });

  it('keeps its state in the data dir across a restart', async () => {
    const card = await savedCard('4242424242424242');
    await payments.stop();
    payments = await startLocalPayments({ port: await freePort(), dataDir });
    stripe = clientFor(payments);
    gateway = stripeGateway(stripe);
    expect(await gateway.card(card)).toMatchObject({ last4: '4242', providerCustomerId: customer });
  });

  it('authorizes a card the seed registered under its own ids, and keeps it across a restart', async () => {
    await payments.register([
      {
        id: 'pm_demoSeeded01',
        customer: 'cus_demoSeeded',
        brand: 'visa',
        last4: '4242',
        expMonth: 12,
        expYear: nextYear,
      },
    ]);
    const outcome = await gateway.authorize({
      amount: 2500,
      customerId: 'cus_demoSeeded',
      paymentMethodId: 'pm_demoSeeded01',
      idempotencyKey: 'seeded-card-1',
      description: 't',
      metadata: {},
    });
    expect(outcome.ok).toBe(true);
    await payments.stop();
    payments = await startLocalPayments({ port: payments.port, dataDir });
    expect((await stripe.paymentMethods.retrieve('pm_demoSeeded01')).card?.last4).toBe('4242');
  });
});
