import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';
import { startLocalPayments } from './payments';
import { localGatewayForTests, nextYear, refusal } from './payments-test-gateway';

/** Refunds of captured payments, and the gateway's state kept across a restart. */
describe('the local payment gateway, as Stripe answers', () => {
  const { gw, attached, authorize } = localGatewayForTests('refunds@test.local');

  describe('refunds', () => {
    it('refunds a captured payment in parts, what is left by default, and never more', async () => {
      const intent = await gw.stripe.paymentIntents.capture(
        (await authorize(await attached('4242424242424242'), 4000)).id,
      );
      const first = await gw.stripe.refunds.create({ payment_intent: intent.id, amount: 1500 });
      expect(first).toMatchObject({
        id: expect.stringMatching(/^re_/),
        object: 'refund',
        amount: 1500,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
      });
      const over = await refusal(gw.stripe.refunds.create({ payment_intent: intent.id, amount: 2501 }));
      expect(over).toMatchObject({
        statusCode: 400,
        type: 'StripeInvalidRequestError',
        param: 'amount',
        message: 'Refund amount ($25.01) is greater than unrefunded amount on charge ($25.00)',
      });
      const rest = await gw.stripe.refunds.create({ payment_intent: intent.id });
      expect(rest.amount).toBe(2500);
      expect(await gw.stripe.charges.retrieve(intent.latest_charge as string)).toMatchObject({
        amount_refunded: 4000,
        refunded: true,
      });
      const done = await refusal(gw.stripe.refunds.create({ payment_intent: intent.id }));
      expect(done).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
      const { data } = await gw.stripe.refunds.list({ payment_intent: intent.id });
      expect(data.map((refund) => refund.amount)).toEqual([1500, 2500]);
    });

    it('refuses to refund an authorization not captured, or one canceled', async () => {
      const held = await authorize(await attached('4242424242424242'));
      const message = `This PaymentIntent (${held.id}) does not have a successful charge to refund.`;
      expect(await refusal(gw.stripe.refunds.create({ payment_intent: held.id }))).toMatchObject({
        statusCode: 400,
        message,
      });
      await gw.stripe.paymentIntents.cancel(held.id);
      expect(await refusal(gw.stripe.refunds.create({ payment_intent: held.id }))).toMatchObject({
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
