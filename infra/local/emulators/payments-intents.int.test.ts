import { describe, expect, it } from 'vitest';
import { localGatewayForTests, refusal } from './payments-test-gateway';

/** Manual-capture PaymentIntents: held, captured in part or whole, canceled, as Stripe answers. */
describe('the local payment gateway, as Stripe answers', () => {
  const { gw, attached, authorize } = localGatewayForTests('intents@test.local');

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
      expect((await gw.stripe.paymentIntents.retrieve(intent.id)).status).toBe('requires_capture');

      const captured = await gw.stripe.paymentIntents.capture(intent.id);
      expect(captured).toMatchObject({ status: 'succeeded', amount_received: 5000, amount_capturable: 0 });
      expect(await gw.stripe.charges.retrieve(captured.latest_charge as string)).toMatchObject({
        captured: true,
        amount_captured: 5000,
        status: 'succeeded',
      });
      const again = await refusal(gw.stripe.paymentIntents.capture(intent.id));
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
      const tooMuch = await refusal(gw.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 5001 }));
      expect(tooMuch).toMatchObject({
        statusCode: 400,
        code: 'amount_too_large',
        param: 'amount_to_capture',
      });
      const captured = await gw.stripe.paymentIntents.capture(intent.id, { amount_to_capture: 3000 });
      expect(captured).toMatchObject({
        status: 'succeeded',
        amount: 5000,
        amount_received: 3000,
        amount_capturable: 0,
      });
    });

    it('cancels an authorization, and then refuses to capture or cancel it', async () => {
      const intent = await authorize(await attached('4242424242424242'));
      const canceled = await gw.stripe.paymentIntents.cancel(intent.id, { cancellation_reason: 'abandoned' });
      expect(canceled).toMatchObject({
        status: 'canceled',
        cancellation_reason: 'abandoned',
        amount_capturable: 0,
        amount_received: 0,
      });
      expect(canceled.canceled_at).toEqual(expect.any(Number));

      const capture = await refusal(gw.stripe.paymentIntents.capture(intent.id));
      expect(capture).toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
        message:
          'This PaymentIntent could not be captured because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.',
      });
      expect(capture.payment_intent).toMatchObject({ id: intent.id, status: 'canceled' });
      const cancelAgain = await refusal(gw.stripe.paymentIntents.cancel(intent.id));
      expect(cancelAgain).toMatchObject({
        statusCode: 400,
        code: 'payment_intent_unexpected_state',
        message:
          'You cannot cancel this PaymentIntent because it has a status of canceled. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.',
      });
    });

    it('cancels an intent not yet confirmed, and never one that succeeded', async () => {
      const card = await attached('4242424242424242');
      const unconfirmed = await gw.stripe.paymentIntents.create({
        amount: 900,
        currency: 'usd',
        customer: gw.customer,
        payment_method: card,
      });
      expect(unconfirmed.status).toBe('requires_confirmation');
      expect((await gw.stripe.paymentIntents.cancel(unconfirmed.id)).status).toBe('canceled');
      const bare = await gw.stripe.paymentIntents.create({
        amount: 900,
        currency: 'usd',
        customer: gw.customer,
      });
      expect(bare.status).toBe('requires_payment_method');
      expect(
        (await gw.stripe.paymentIntents.cancel(bare.id, { cancellation_reason: 'duplicate' })).status,
      ).toBe('canceled');

      const paid = await gw.stripe.paymentIntents.create({
        amount: 900,
        currency: 'usd',
        customer: gw.customer,
        payment_method: card,
        confirm: true,
      });
      const refused = await refusal(gw.stripe.paymentIntents.cancel(paid.id));
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
      await gw.stripe.paymentIntents.capture(answers[0]!.id);
      // Stripe replays the first answer itself, not the intent as it is now.
      expect(await authorize(card, 1200, 'authorize-once')).toMatchObject({
        id: answers[0]!.id,
        status: 'requires_capture',
      });
      const { data } = await gw.stripe.paymentIntents.list({ customer: gw.customer });
      expect(data.filter((intent) => intent.id === answers[0]!.id)).toHaveLength(1);
    });
  });
});
