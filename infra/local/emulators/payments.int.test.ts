import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PaymentGateway, stripeGateway } from '@msc/functions/checkout/payment-gateway';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { type LocalPaymentsHandle, startLocalPayments } from './payments';
import { TEST_CARDS } from './stripe-test-cards';

const nextYear = new Date().getUTCFullYear() + 1;

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

/** Stripe's test cards and its manual-capture PaymentIntents, driven through the official SDK. */
describe('the local payment gateway, as Stripe answers', () => {
  let payments: LocalPaymentsHandle;
  let stripe: Stripe;
  let customer: string;

  /** What Stripe.js does with the card the user typed: a PaymentMethod, made with the publishable key. */
  async function paymentMethodOf(number: string): Promise<string> {
    const response = await fetch(`${payments.endpoint}/v1/payment_methods`, {
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
    await stripe.paymentMethods.attach(id, { customer });
    return id;
  };
  const authorize = (paymentMethod: string, amount = 5000, idempotencyKey?: string) =>
    stripe.paymentIntents.create(
      {
        amount,
        currency: 'usd',
        customer,
        payment_method: paymentMethod,
        confirm: true,
        off_session: true,
        capture_method: 'manual',
      },
      idempotencyKey ? { idempotencyKey } : undefined,
    );
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('Stripe accepted it');
      },
      (error: unknown) => error as InstanceType<typeof Stripe.errors.StripeError>,
    );

  beforeAll(async () => {
    payments = await startLocalPayments({ port: await freePort() });
    stripe = new Stripe('sk_test_local', { host: '127.0.0.1', port: payments.port, protocol: 'http' });
    customer = (await stripe.customers.create({ email: 'cards@test.local' })).id;
  });
  afterAll(() => payments.stop());

  describe("Stripe's test cards", () => {
    const refusedAtAttach = [
      ['4000000000000002', 'card_declined', 'generic_decline', 'Your card was declined.', undefined],
      ['4000000000000069', 'expired_card', 'expired_card', 'Your card has expired.', 'exp_month'],
      [
        '4000000000009995',
        'card_declined',
        'insufficient_funds',
        'Your card has insufficient funds.',
        undefined,
      ],
      [
        '4000000000000127',
        'incorrect_cvc',
        'incorrect_cvc',
        "Your card's security code is incorrect.",
        'cvc',
      ],
      [
        '4000000000000119',
        'processing_error',
        'processing_error',
        'An error occurred while processing your card. Try again in a little bit.',
        undefined,
      ],
    ] as const;
    const succeeding = [
      ['4242424242424242', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['378282246310005', 'amex'],
      ['6011111111111117', 'discover'],
    ] as const;

    it('covers every row of the test-card table', () => {
      const tested = [
        ...refusedAtAttach.map(([number]) => number),
        ...succeeding.map(([n]) => n),
        '4000000000000341',
      ];
      expect(tested.sort()).toEqual(Object.keys(TEST_CARDS).sort());
    });

    it.each(refusedAtAttach)(
      '%s is refused when attached to a customer (%s / %s), and stays unsaved',
      async (number, code, declineCode, message, param) => {
        const id = await paymentMethodOf(number);
        const error = await refusal(stripe.paymentMethods.attach(id, { customer }));
        expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
        expect(error).toMatchObject({
          statusCode: 402,
          type: 'StripeCardError',
          code,
          decline_code: declineCode,
          message,
        });
        expect(error.param).toBe(param);
        expect(error.raw).toMatchObject({ type: 'card_error' });
        expect((await stripe.paymentMethods.retrieve(id)).customer).toBeNull();
      },
    );

    it('4000000000000341 attaches, then is declined when a PaymentIntent is confirmed; the failed intent is kept', async () => {
      const id = await paymentMethodOf('4000000000000341');
      expect((await stripe.paymentMethods.attach(id, { customer })).customer).toBe(customer);
      for (const capture_method of ['automatic', 'manual'] as const) {
        const error = await refusal(
          stripe.paymentIntents.create({
            amount: 2500,
            currency: 'usd',
            customer,
            payment_method: id,
            confirm: true,
            off_session: true,
            capture_method,
          }),
        );
        expect(error).toBeInstanceOf(Stripe.errors.StripeCardError);
        expect(error).toMatchObject({
          statusCode: 402,
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        });
        const failed = error.payment_intent!;
        expect(failed).toMatchObject({
          status: 'requires_payment_method',
          capture_method,
          amount_received: 0,
          amount_capturable: 0,
          last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' },
        });
        expect(await stripe.paymentIntents.retrieve(failed.id)).toMatchObject({
          status: 'requires_payment_method',
          latest_charge: error.charge,
        });
        expect(await stripe.charges.retrieve(error.charge!)).toMatchObject({
          status: 'failed',
          failure_code: 'card_declined',
          captured: false,
        });
      }
      const { data } = await stripe.paymentIntents.list({ customer });
      expect(data.filter((intent) => intent.status === 'requires_payment_method')).toHaveLength(2);
    });

    it.each(succeeding)('%s (%s) attaches and is charged', async (number, brand) => {
      const id = await paymentMethodOf(number);
      const card = await stripe.paymentMethods.attach(id, { customer });
      expect(card.card).toMatchObject({ brand, last4: number.slice(-4) });
      const intent = await stripe.paymentIntents.create({
        amount: 1999,
        currency: 'usd',
        customer,
        payment_method: id,
        confirm: true,
        off_session: true,
      });
      expect(intent).toMatchObject({ status: 'succeeded', amount_received: 1999, amount_capturable: 0 });
    });
  });

  describe('manual capture', () => {
    it('authorizes without taking the money, then captures it', async () => {
      const intent = await authorize(await attached('4242424242424242'), 5000);
      expect(intent).toMatchObject({
        status: 'requires_capture',
        capture_method: 'manual',
        amount: 5000,
        amount_capturable: 5000,
        amount_received: 0,
      });
      expect((await stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');

      const captured = await stripe.paymentIntents.capture(intent.id);
      expect(captured).toMatchObject({ status: 'succeeded', amount_received: 5000, amount_capturable: 0 });
      expect(await stripe.charges.retrieve(captured.latest_charge as string)).toMatchObject({
        captured: true,
        amount_captured: 5000,
        status: 'succeeded',
      });
      const again = await refusal(stripe.paymentIntents.capture(intent.id));
      expect(again).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        code: 'payment_intent_unexpected_state',
        message:
          'This PaymentIntent could not be captured because it has a status of succeeded. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
      });
    });

    it('captures part of an authorization, never more than it holds', async () => {
      const intent = await authorize(await attached('5555555555554444'), 5000);
      const tooMuch = await refusal(stripe.paymentIntents.capture(intent.id, { amount_to_capture: 5001 }));
      expect(tooMuch).toMatchObject({
        statusCode: 400,
        code: 'amount_too_large',
        param: 'amount_to_capture',
      });
      const captured = await stripe.paymentIntents.capture(intent.id, { amount_to_capture: 3000 });
      expect(captured).toMatchObject({
        status: 'succeeded',
        amount: 5000,
        amount_received: 3000,
        amount_capturable: 0,
      });
    });

    it('cancels an authorization, and then refuses to capture or cancel it', async () => {
      const intent = await authorize(await attached('4242424242424242'));
      const canceled = await stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
      expect(canceled).toMatchObject({
        status: 'canceled',
        cancellation_reason: 'abandoned',
        amount_capturable: 0,
        amount_received: 0,
      });
      expect(canceled.canceled_at).toEqual(expect.any(Number));

      const capture = await refusal(stripe.paymentIntents.capture(intent.id));
      expect(capture).toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
        message:
          'This PaymentIntent could not be captured because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
      });
      expect(capture.payment_intent).toMatchObject({ id: intent.id, status: 'canceled' });
      const cancelAgain = await refusal(stripe.paymentIntents.cancel(intent.id));
      expect(cancelAgain).toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
        message:
          'You cannot cancel this PaymentIntent because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
      });
    });

    it('cancels an intent not yet confirmed, and never one that succeeded', async () => {
      const card = await attached('4242424242424242');
      const unconfirmed = await stripe.paymentIntents.create({
        amount: 900,
        currency: 'usd',
        customer,
        payment_method: card,
      });
      expect(unconfirmed.status).toBe('requires_confirmation');
      expect((await stripe.paymentIntents.cancel(unconfirmed.id)).status).toBe('canceled');
      const bare = await stripe.paymentIntents.create({ amount: 900, currency: 'usd', customer });
      expect(bare.status).toBe('requires_payment_method');
      expect((await stripe.paymentIntents.cancel(bare.id, { cancellation_reason: 'duplicate' })).status).toBe(
        'canceled',
      );

      const paid = await stripe.paymentIntents.create({
        amount: 900,
        currency: 'usd',
        customer,
        payment_method: card,
        confirm: true,
      });
      const refused = await refusal(stripe.paymentIntents.cancel(paid.id));
      expect(refused).toMatchObject({ statusCode: 400, code: 'payment_intent_unexpected_state' });
      expect(refused.message).toMatch(
        /^You cannot cancel this PaymentIntent because it has a status of succeeded\./,
      );
    });

    it('replays an authorization retried with its Idempotency-Key as first answered, one intent in all', async () => {
      const card = await attached('4242424242424242');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => authorize(card, 1200, 'authorize-once')),
      );
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      await stripe.paymentIntents.capture(answers[0]!.id);
      // Stripe replays the first answer itself, not the intent as it is now.
      expect(await authorize(card, 1200, 'authorize-once')).toMatchObject({
        id: answers[0]!.id,
        status: 'requires_capture',
      });
      const { data } = await stripe.paymentIntents.list({ customer });
      expect(data.filter((intent) => intent.id === answers[0]!.id)).toHaveLength(1);
    });
  });

  describe('refunds', () => {
    it('refunds a captured payment in parts, what is left by default, and never more', async () => {
      const intent = await stripe.paymentIntents.capture(
        (await authorize(await attached('4242424242424242'), 4000)).id,
      );
      const first = await stripe.refunds.create({ payment_intent: intent.id, amount: 1500 });
      expect(first).toMatchObject({
        id: expect.stringMatching(/^re_/),
        object: 'refund',
        amount: 1500,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
      });
      const over = await refusal(stripe.refunds.create({ payment_intent: intent.id, amount: 2501 }));
      expect(over).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        param: 'amount',
        message: 'Refund amount ($25.01) is greater than unrefunded amount on charge ($25.00)',
      });
      const rest = await stripe.refunds.create({ payment_intent: intent.id });
      expect(rest.amount).toBe(2500);
      expect(await stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
        amount_refunded: 4000,
        refunded: true,
      });
      const done = await refusal(stripe.refunds.create({ payment_intent: intent.id }));
      expect(done).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
      const { data } = await stripe.refunds.list({ payment_intent: intent.id });
      expect(data.map((refund) => refund.amount)).toEqual([1500, 2500]);
    });

    it('refuses to refund an authorization not captured, or one canceled', async () => {
      const held = await authorize(await attached('4242424242424242'));
      const message = `This PaymentIntent (${held.id}) does not have a successful charge to refund.`;
      expect(await refusal(stripe.refunds.create({ payment_intent: held.id }))).toMatchObject({
        statusCode: 400,
        message,
      });
      await stripe.paymentIntents.cancel(held.id);
      expect(await refusal(stripe.refunds.create({ payment_intent: held.id }))).toMatchObject({
        statusCode: 400,
        message,
      });
    });
  });

  it('keeps intents, charges and refunds in state.json across a restart', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'msc-payments-'));
    try {
      let handle = await startLocalPayments({ port: await freePort(), dataDir });
      let client = new Stripe('sk_test_local', { host: '127.0.0.1', port: handle.port, protocol: 'http' });
      const owner = (await client.customers.create({ email: 'restart@test.local' })).id;
      const response = await fetch(`${handle.endpoint}/v1/payment_methods`, {
        method: 'POST',
        headers: {
          authorization: 'Bearer pk_test_local',
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          type: 'card',
          'card[number]': '4242424242424242',
          'card[exp_month]': '12',
          'card[exp_year]': String(nextYear),
        }),
      });
      const pm = ((await response.json()) as { id: string }).id;
      await client.paymentMethods.attach(pm, { customer: owner });
      const held = await client.paymentIntents.create({
        amount: 700,
        currency: 'usd',
        customer: owner,
        payment_method: pm,
        confirm: true,
        capture_method: 'manual',
      });
      const paid = await client.paymentIntents.create({
        amount: 800,
        currency: 'usd',
        customer: owner,
        payment_method: pm,
        confirm: true,
      });
      const refund = await client.refunds.create({ payment_intent: paid.id, amount: 300 });
      await handle.stop();

      handle = await startLocalPayments({ port: await freePort(), dataDir });
      client = new Stripe('sk_test_local', { host: '127.0.0.1', port: handle.port, protocol: 'http' });
      expect((await client.paymentIntents.retrieve(held.id)).status).toBe('requires_capture');
      expect((await client.paymentIntents.capture(held.id)).amount_received).toBe(700);
      expect((await client.refunds.list({ payment_intent: paid.id })).data).toEqual([refund]);
      expect((await client.charges.retrieve(paid.latest_charge as string)).amount_refunded).toBe(300);
      await handle.stop();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
