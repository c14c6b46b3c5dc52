/**
 * Stripe's test cards, and the step at which Stripe refuses each one (https://docs.stripe.com/testing).
 * The local payment gateway (payments.ts) reads this table and nothing else to decide an outcome, so a
 * journey that passes here fails or succeeds in the same place against Stripe's test mode.
 *
 * Stripe refuses a decline card when it is attached to a customer (the attach answers 402 with the
 * decline, and nothing is saved); only 4000000000000341 attaches and then declines when a PaymentIntent
 * is confirmed. Creating the PaymentMethod itself succeeds for all of them, as with Stripe.js.
 */

/** Stripe's `error` object of a refusal (type `card_error`, HTTP 402). */
export interface CardDecline {
  code: string;
  decline_code: string;
  message: string;
  param?: string;
}

export interface TestCard {
  brand: 'visa' | 'mastercard' | 'amex' | 'discover';
  /** Where Stripe refuses the card, with the error it answers; absent = every step succeeds. */
  declines?: { at: 'attach' | 'confirm'; error: CardDecline };
  /** The Stripe behaviour this row copies, in the words of docs.stripe.com/testing. */
  stripe: string;
}

const generic: CardDecline = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: 'Your card was declined.',
};

export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  '4242424242424242': { brand: 'visa', stripe: 'Cards by brand: Visa, the payment succeeds.' },
  '5555555555554444': { brand: 'mastercard', stripe: 'Cards by brand: Mastercard, the payment succeeds.' },
  '378282246310005': { brand: 'amex', stripe: 'Cards by brand: American Express, the payment succeeds.' },
  '6011111111111117': { brand: 'discover', stripe: 'Cards by brand: Discover, the payment succeeds.' },
  '4000000000000002': {
    brand: 'visa',
    declines: { at: 'attach', error: generic },
    stripe: 'Declined payments: Generic decline (card_declined, decline code generic_decline).',
  },
  '4000000000009995': {
    brand: 'visa',
    declines: {
      at: 'attach',
      error: {
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      },
    },
    stripe: 'Declined payments: Insufficient funds decline (card_declined, decline code insufficient_funds).',
  },
  // Stripe's decline-code list carries expired_card, incorrect_cvc and processing_error too: its error
  // answer repeats the error code as the decline code, and names the field at fault.
  '4000000000000069': {
    brand: 'visa',
    declines: {
      at: 'attach',
      error: {
        code: 'expired_card',
        decline_code: 'expired_card',
        message: 'Your card has expired.',
        param: 'exp_month',
      },
    },
    stripe: 'Declined payments: Expired card decline (expired_card).',
  },
  '4000000000000127': {
    brand: 'visa',
    declines: {
      at: 'attach',
      error: {
        code: 'incorrect_cvc',
        decline_code: 'incorrect_cvc',
        message: "Your card's security code is incorrect.",
        param: 'cvc',
      },
    },
    stripe: 'Declined payments: Incorrect CVC decline (incorrect_cvc).',
  },
  '4000000000000119': {
    brand: 'visa',
    declines: {
      at: 'attach',
      error: {
        code: 'processing_error',
        decline_code: 'processing_error',
        message: 'An error occurred while processing your card. Try again in a little bit.',
      },
    },
    stripe: 'Declined payments: Processing error decline (processing_error).',
  },
  '4000000000000341': {
    brand: 'visa',
    declines: { at: 'confirm', error: generic },
    stripe:
      'Declined payments: Decline after attaching. Attaching this card to a Customer object succeeds, but attempts to charge the customer fail.',
  },
};
