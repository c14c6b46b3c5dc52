import { declineAt, publicPaymentMethod } from './payments-methods';
import {
  type ChargeRecord,
  cents,
  declined,
  dollars,
  invalid,
  list,
  missing,
  newId,
  now,
  type PaymentIntentRecord,
  type PaymentMethodRecord,
  type ResourceRequest,
  type State,
  unexpectedState,
} from './payments-records';

/** Payment intents (created, confirmed, captured, canceled) and the charges their confirmations make. */

/** The statuses from which Stripe lets a PaymentIntent be canceled, in the order its error lists them. */
const CANCELABLE: readonly string[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

export function intentOf(state: State, id: string) {
  const intent = state.paymentIntents[id];
  if (!intent) throw missing('payment_intent', id);
  return intent;
}

/**
 * Confirming charges the card: an authorization held for a manual capture, else captured at once. A
 * decline leaves the intent awaiting another payment method with the error recorded, and a failed charge,
 * as Stripe does; the 402 carries the intent.
 */
export function confirm(state: State, intent: PaymentIntentRecord, paymentMethod: PaymentMethodRecord) {
  const charge: ChargeRecord = {
    id: newId('ch'),
    object: 'charge',
    amount: intent.amount,
    amount_captured: 0,
    amount_refunded: 0,
    captured: false,
    refunded: false,
    paid: false,
    status: 'failed',
    failure_code: null,
    failure_message: null,
    currency: intent.currency,
    customer: intent.customer,
    payment_intent: intent.id,
    payment_method: paymentMethod.id,
    created: now(),
  };
  state.charges[charge.id] = charge;
  intent.latest_charge = charge.id;
  const decline = declineAt(paymentMethod, 'confirm');
  if (decline) {
    charge.failure_code = decline.code;
    charge.failure_message = decline.message;
    intent.status = 'requires_payment_method';
    intent.payment_method = null;
    intent.last_payment_error = {
      type: 'card_error',
      ...decline,
      payment_method: publicPaymentMethod(paymentMethod),
    };
    throw declined(decline, {
      charge: charge.id,
      payment_intent: intent,
      payment_method: publicPaymentMethod(paymentMethod),
    });
  }
  charge.status = 'succeeded';
  charge.paid = true;
  intent.payment_method = paymentMethod.id;
  intent.last_payment_error = null;
  if (intent.capture_method === 'manual') {
    intent.status = 'requires_capture';
    intent.amount_capturable = intent.amount;
  } else {
    charge.captured = true;
    charge.amount_captured = intent.amount;
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
  }
}

export function createPaymentIntent(state: State, form: Record<string, unknown>) {
  const amount = Number(form.amount);
  if (!Number.isInteger(amount) || amount < 50) throw invalid('Amount must be at least $0.50 usd', 'amount');
  const captureMethod = String(form.capture_method ?? 'automatic');
  if (!['automatic', 'automatic_async', 'manual'].includes(captureMethod))
    throw invalid(
      `Invalid capture_method: must be one of automatic, automatic_async, or manual`,
      'capture_method',
    );
  const paymentMethodId = form.payment_method === undefined ? undefined : String(form.payment_method);
  const paymentMethod = paymentMethodId ? state.paymentMethods[paymentMethodId] : undefined;
  if (paymentMethodId && !paymentMethod) throw missing('PaymentMethod', paymentMethodId);
  if (paymentMethod && form.customer && paymentMethod.customer !== form.customer)
    throw invalid('The provided PaymentMethod does not belong to this customer.', 'payment_method');
  const intent: PaymentIntentRecord = {
    id: newId('pi'),
    object: 'payment_intent',
    amount,
    amount_capturable: 0,
    amount_received: 0,
    currency: String(form.currency ?? 'usd'),
    customer: (form.customer as string) ?? null,
    payment_method: paymentMethod?.id ?? null,
    payment_method_types: ['card'],
    capture_method: captureMethod as PaymentIntentRecord['capture_method'],
    confirmation_method: 'automatic',
    status: paymentMethod ? 'requires_confirmation' : 'requires_payment_method',
    canceled_at: null,
    cancellation_reason: null,
    latest_charge: null,
    last_payment_error: null,
    description: (form.description as string) ?? null,
    livemode: false,
    created: now(),
    metadata: (form.metadata ?? {}) as Record<string, string>,
  };
  state.paymentIntents[intent.id] = intent;
  if (form.confirm === 'true') {
    if (!paymentMethod)
      throw unexpectedState(
        "You cannot confirm this PaymentIntent because it's missing a payment method. To confirm the PaymentIntent with a payment method, pass a `payment_method` to this call.",
        intent,
      );
    confirm(state, intent, paymentMethod);
  }
  return intent;
}

export function capture(state: State, intent: PaymentIntentRecord, form: Record<string, unknown>) {
  if (intent.status !== 'requires_capture')
    throw unexpectedState(
      `This PaymentIntent could not be captured because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
      intent,
    );
  const amount = cents(form.amount_to_capture, 'amount_to_capture') ?? intent.amount_capturable;
  if (amount > intent.amount_capturable)
    throw invalid(
      `The amount to capture (${dollars(amount)}) is greater than the amount capturable (${dollars(intent.amount_capturable)}).`,
      'amount_to_capture',
      'amount_too_large',
    );
  const charge = intent.latest_charge ? state.charges[intent.latest_charge] : undefined;
  if (charge) {
    charge.captured = true;
    charge.amount_captured = amount;
  }
  // A partial capture releases the rest of the authorization.
  intent.status = 'succeeded';
  intent.amount_received = amount;
  intent.amount_capturable = 0;
  return intent;
}

export function cancel(intent: PaymentIntentRecord, form: Record<string, unknown>) {
  if (!CANCELABLE.includes(intent.status))
    throw unexpectedState(
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: ${CANCELABLE.join(', ')}.`,
      intent,
    );
  const reason = form.cancellation_reason === undefined ? null : String(form.cancellation_reason);
  if (reason !== null && !CANCELLATION_REASONS.includes(reason))
    throw invalid(
      `Invalid cancellation_reason: must be one of ${CANCELLATION_REASONS.join(', ')}`,
      'cancellation_reason',
    );
  intent.status = 'canceled';
  intent.canceled_at = now();
  intent.cancellation_reason = reason;
  intent.amount_capturable = 0;
  return intent;
}

/** `/v1/payment_intents…` and `/v1/charges…`; undefined when no route matches. */
export function routeIntentsAndCharges(
  state: State,
  resource: string | undefined,
  { post, get, id, action, form }: ResourceRequest,
): unknown {
  if (resource === 'payment_intents') {
    if (post && !id) return createPaymentIntent(state, form);
    if (get && !id) {
      const customer = form.customer as string | undefined;
      const data = Object.values(state.paymentIntents).filter(
        (intent) => !customer || intent.customer === customer,
      );
      return list('/v1/payment_intents', data);
    }
    if (!id) return undefined;
    if (get && !action) return intentOf(state, id);
    if (post && action === 'capture') return capture(state, intentOf(state, id), form);
    if (post && action === 'cancel') return cancel(intentOf(state, id), form);
    return undefined;
  }
  if (resource !== 'charges') return undefined;
  if (get && id && !action) return state.charges[id] ?? missing('charge', id);
  if (get && !id) {
    const intent = form.payment_intent as string | undefined;
    const data = Object.values(state.charges).filter((charge) => !intent || charge.payment_intent === intent);
    return list('/v1/charges', data);
  }
  return undefined;
}
