import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { localGatewayForTests, refusal } from './payments-test-gateway';
import { TEST_CARDS } from './stripe-test-cards';

/** Stripe's test cards: refused when attached or when charged, the others accepted by brand. */
describe('the local payment gateway, as Stripe answers', () => {
  const { gw, paymentMethodOf } = localGatewayForTests('cards@test.local');

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
        const error = await refusal(gw.stripe.paymentMethods.attach(id, { customer: gw.customer }));
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
        expect((await gw.stripe.paymentMethods.retrieve(id)).customer).toBeNull();
      },
    );

    it('4000000000000341 attaches, then is declined when a PaymentIntent is confirmed; the failed intent is kept', async () => {
      const id = await paymentMethodOf('4000000000000341');
      expect((await gw.stripe.paymentMethods.attach(id, { customer: gw.customer })).customer).toBe(
        gw.customer,
      );
      for (const capture_method of ['automatic', 'manual'] as const) {
        const error = await refusal(
          gw.stripe.paymentIntents.create({
            amount: 2500,
            currency: 'usd',
            customer: gw.customer,
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
        expect(await gw.stripe.paymentIntents.retrieve(failed.id)).toMatchObject({
          status: 'requires_payment_method',
          latest_charge: error.charge,
        });
        expect(await gw.stripe.charges.retrieve(error.charge!)).toMatchObject({
          status: 'failed',
          failure_code: 'card_declined',
          captured: false,
        });
      }
      const { data } = await gw.stripe.paymentIntents.list({ customer: gw.customer });
      expect(data.filter((intent) => intent.status === 'requires_payment_method')).toHaveLength(2);
    });

    it.each(succeeding)('%s (%s) attaches and is charged', async (number, brand) => {
      const id = await paymentMethodOf(number);
      const card = await gw.stripe.paymentMethods.attach(id, { customer: gw.customer });
      expect(card.card).toMatchObject({ brand, last4: number.slice(-4) });
      const intent = await gw.stripe.paymentIntents.create({
        amount: 1999,
        currency: 'usd',
        customer: gw.customer,
        payment_method: id,
        confirm: true,
        off_session: true,
      });
      expect(intent).toMatchObject({ status: 'succeeded', amount_received: 1999, amount_capturable: 0 });
    });
  });
});
