import {
  declined,
  invalid,
  missing,
  newId,
  now,
  type PaymentMethodRecord,
  type ResourceRequest,
  type State,
  StripeError,
} from './payments-records';
import { TEST_CARDS } from './stripe-test-cards';

/** Customers and their payment methods (cards): created, read, attached and detached. */

/** Brand of a number the test-card table does not list (any Luhn-valid number is accepted and succeeds). */
function brandOf(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  if (/^6(011|5)/.test(number)) return 'discover';
  return 'unknown';
}

function luhnValid(number: string): boolean {
  let sum = 0;
  for (let index = 0; index < number.length; index += 1) {
    let digit = Number(number[number.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function createPaymentMethod(state: State, form: Record<string, unknown>) {
  const card = (form.card ?? {}) as Record<string, string>;
  const number = String(card.number ?? '').replace(/\D/g, '');
  if (!luhnValid(number))
    throw new StripeError(402, {
      type: 'card_error',
      code: 'incorrect_number',
      message: 'Your card number is incorrect.',
      param: 'number',
    });
  const expMonth = Number(card.exp_month);
  const expYear = Number(card.exp_year);
  if (!(expMonth >= 1 && expMonth <= 12))
    throw new StripeError(402, {
      type: 'card_error',
      code: 'invalid_expiry_month',
      message: "Your card's expiration month is invalid.",
      param: 'exp_month',
    });
  const today = new Date();
  if (
    !(
      expYear > today.getUTCFullYear() ||
      (expYear === today.getUTCFullYear() && expMonth >= today.getUTCMonth() + 1)
    )
  )
    throw new StripeError(402, {
      type: 'card_error',
      code: 'invalid_expiry_year',
      message: "Your card's expiration year is invalid.",
      param: 'exp_year',
    });
  const testCard = TEST_CARDS[number];
  const paymentMethod: PaymentMethodRecord = {
    id: newId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: null,
    created: now(),
    billing_details: (form.billing_details ?? {}) as Record<string, unknown>,
    card: {
      brand: testCard?.brand ?? brandOf(number),
      last4: number.slice(-4),
      exp_month: expMonth,
      exp_year: expYear,
    },
    ...(testCard?.declines ? { testCard: number } : {}),
  };
  state.paymentMethods[paymentMethod.id] = paymentMethod;
  return publicPaymentMethod(paymentMethod);
}

export function declineAt(paymentMethod: PaymentMethodRecord, step: 'attach' | 'confirm') {
  const declines = paymentMethod.testCard ? TEST_CARDS[paymentMethod.testCard]?.declines : undefined;
  return declines?.at === step ? declines.error : undefined;
}

export function attach(state: State, paymentMethod: PaymentMethodRecord, form: Record<string, unknown>) {
  const customer = String(form.customer ?? '');
  if (!state.customers[customer]) throw missing('customer', customer);
  if (paymentMethod.customer && paymentMethod.customer !== customer)
    throw invalid('This PaymentMethod is already attached to another customer.');
  // Stripe checks a card with its issuer when it is attached: a decline card is refused here, unsaved.
  const decline = declineAt(paymentMethod, 'attach');
  if (decline) throw declined(decline);
  paymentMethod.customer = customer;
  return publicPaymentMethod(paymentMethod);
}

/** `/v1/customers…` and `/v1/payment_methods…`; undefined when no route matches. */
export function routeCustomersAndMethods(
  state: State,
  resource: string | undefined,
  { post, get, id, action, form }: ResourceRequest,
): unknown {
  if (resource === 'customers') {
    if (post && !id) {
      const customer = {
        id: newId('cus'),
        object: 'customer' as const,
        email: form.email as string,
        created: now(),
      };
      state.customers[customer.id] = customer;
      return customer;
    }
    if (get && id && !action) return state.customers[id] ?? missing('customer', id);
    return undefined;
  }
  if (resource !== 'payment_methods') return undefined;
  if (post && !id) return createPaymentMethod(state, form);
  if (!id) return undefined;
  const paymentMethod = state.paymentMethods[id];
  if (!paymentMethod) throw missing('PaymentMethod', id);
  if (get && !action) return publicPaymentMethod(paymentMethod);
  if (post && action === 'attach') return attach(state, paymentMethod, form);
  if (post && action === 'detach') {
    paymentMethod.customer = null;
    return publicPaymentMethod(paymentMethod);
  }
  return undefined;
}

/** What Stripe shows of a payment method (a file from before the test-card table may hold `outcome`). */
export function publicPaymentMethod(record: PaymentMethodRecord) {
  const {
    testCard: _testCard,
    outcome: _outcome,
    ...rest
  } = record as PaymentMethodRecord & { outcome?: unknown };
  return rest;
}
