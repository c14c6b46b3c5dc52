import { randomBytes } from 'node:crypto';
import type { CardDecline } from './stripe-test-cards';

/** The local payment gateway's records, as Stripe shows them, and the errors it answers with. */

export interface PaymentMethodRecord {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  created: number;
  billing_details: Record<string, unknown>;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  /** The test card's number when stripe-test-cards.ts has a row for it (never shown: Stripe keeps the number). */
  testCard?: string;
}

export type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntentRecord {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  payment_method_types: ['card'];
  capture_method: 'automatic' | 'automatic_async' | 'manual';
  confirmation_method: 'automatic';
  status: PaymentIntentStatus;
  canceled_at: number | null;
  cancellation_reason: string | null;
  /** The charge of the last confirmation (Stripe keeps captured and refunded amounts there). */
  latest_charge: string | null;
  last_payment_error: (CardDecline & { type: 'card_error'; payment_method?: unknown }) | null;
  description: string | null;
  livemode: false;
  created: number;
  metadata: Record<string, string>;
}

export interface ChargeRecord {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  captured: boolean;
  refunded: boolean;
  paid: boolean;
  status: 'succeeded' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  currency: string;
  customer: string | null;
  payment_intent: string;
  payment_method: string;
  created: number;
}

export interface RefundRecord {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  charge: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
}

export interface State {
  customers: Record<string, { id: string; object: 'customer'; email?: string; created: number }>;
  paymentMethods: Record<string, PaymentMethodRecord>;
  paymentIntents: Record<string, PaymentIntentRecord>;
  charges: Record<string, ChargeRecord>;
  refunds: Record<string, RefundRecord>;
  /** Idempotency-Key → the response first given (status and body), as Stripe replays it. */
  idempotency: Record<string, { status: number; body: unknown }>;
}

export const emptyState = (): State => ({
  customers: {},
  paymentMethods: {},
  paymentIntents: {},
  charges: {},
  refunds: {},
  idempotency: {},
});

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
export const now = () => Math.floor(Date.now() / 1000);

export type ErrorBody = {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
} & Record<string, unknown>;

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
export const missing = (kind: string, id: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });
export const declined = (error: CardDecline, extra: Record<string, unknown> = {}) =>
  new StripeError(402, { type: 'card_error', ...error, ...extra });
/** Stripe's answer to a capture or cancel the intent's status does not allow. */
export const unexpectedState = (message: string, intent: PaymentIntentRecord) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message,
    payment_intent: intent,
  });

/** A positive integer amount in cents, as Stripe checks `amount`-like parameters. */
export function cents(value: unknown, param: string): number | undefined {
  if (value === undefined) return undefined;
  const amount = Number(value);
  if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid positive integer', param);
  return amount;
}

export const list = <T>(url: string, data: T[]) => ({ object: 'list' as const, data, has_more: false, url });

/** A request as the gateway routes it: `/v1/<resource>/<id>/<action>`, the form already parsed. */
export interface ResourceRequest {
  post: boolean;
  get: boolean;
  id?: string;
  action?: string;
  form: Record<string, unknown>;
}
