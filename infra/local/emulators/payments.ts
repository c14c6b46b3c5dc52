import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type CardDecline, TEST_CARDS } from './stripe-test-cards';

/**
 * The local payment gateway: the subset of Stripe's HTTP API the portal uses (customers; payment methods
 * with attach/detach; payment intents created, confirmed, captured and canceled; refunds), with Stripe's
 * test-card semantics (stripe-test-cards.ts). The functions talk to it through the official `stripe` SDK
 * (host/port/protocol options), so the adapter has one code path; the SPA posts the card number here
 * (through /local-payments on the portal's origin), never to our API. State is a JSON file in the data dir.
 */

interface PaymentMethodRecord {
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

type PaymentIntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_capture'
  | 'succeeded'
  | 'canceled';

interface PaymentIntentRecord {
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

interface ChargeRecord {
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

interface RefundRecord {
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

interface State {
  customers: Record<string, { id: string; object: 'customer'; email?: string; created: number }>;
  paymentMethods: Record<string, PaymentMethodRecord>;
  paymentIntents: Record<string, PaymentIntentRecord>;
  charges: Record<string, ChargeRecord>;
  refunds: Record<string, RefundRecord>;
  /** Idempotency-Key → the response first given (status and body), as Stripe replays it. */
  idempotency: Record<string, { status: number; body: unknown }>;
}

const emptyState = (): State => ({
  customers: {},
  paymentMethods: {},
  paymentIntents: {},
  charges: {},
  refunds: {},
  idempotency: {},
});

/** The statuses from which Stripe lets a PaymentIntent be canceled, in the order its error lists them. */
const CANCELABLE: readonly string[] = [
  'requires_payment_method',
  'requires_capture',
  'requires_confirmation',
  'requires_action',
  'processing',
];
const CANCELLATION_REASONS = ['duplicate', 'fraudulent', 'requested_by_customer', 'abandoned'];

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

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** `card[number]=…&metadata[k]=v` → nested object (Stripe's form encoding). */
export function parseStripeForm(body: string): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/[[\]]+/).filter(Boolean);
    let node = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return result;
}

type ErrorBody = {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
  param?: string;
} & Record<string, unknown>;

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });
const missing = (kind: string, id: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });
const declined = (error: CardDecline, extra: Record<string, unknown> = {}) =>
  new StripeError(402, { type: 'card_error', ...error, ...extra });
/** Stripe's answer to a capture or cancel the intent's status does not allow. */
const unexpectedState = (message: string, intent: PaymentIntentRecord) =>
  new StripeError(400, {
    type: 'invalid_request_error',
    code: 'payment_intent_unexpected_state',
    message,
    payment_intent: intent,
  });

/** A positive integer amount in cents, as Stripe checks `amount`-like parameters. */
function cents(value: unknown, param: string): number | undefined {
  if (value === undefined) return undefined;
  const amount = Number(value);
  if (!Number.isInteger(amount) || amount < 1) throw invalid('Invalid positive integer', param);
  return amount;
}

const list = <T>(url: string, data: T[]) => ({ object: 'list' as const, data, has_more: false, url });

/** A card the seed saved for a demo account: known to the gateway under the id the portal stored. */
export interface RegisteredCard {
  id: string;
  customer: string;
  email?: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export interface LocalPaymentsHandle {
  endpoint: string;
  port: number;
  /** Makes seeded customers and their cards chargeable (test card 4242 behaviour); idempotent. */
  register(cards: readonly RegisteredCard[]): Promise<void>;
  stop(): Promise<void>;
}

export async function startLocalPayments(options: {
  port: number;
  /** Folder for `state.json`; undefined = in memory. */
  dataDir?: string;
  host?: string;
}): Promise<LocalPaymentsHandle> {
  const file = options.dataDir ? join(options.dataDir, 'state.json') : undefined;
  let state = emptyState();
  if (file) {
    await mkdir(options.dataDir!, { recursive: true });
    // A file from before charges and refunds were kept gains their empty maps.
    state = await readFile(file, 'utf8')
      .then((text) => ({ ...emptyState(), ...(JSON.parse(text) as Partial<State>) }))
      .catch(() => state);
  }
  let saving = Promise.resolve();
  const save = () => {
    if (!file) return Promise.resolve();
    const text = JSON.stringify(state);
    // Writes are serialised and atomic (temp file + rename): a crash never leaves half a file.
    saving = saving.then(async () => {
      await writeFile(`${file}.tmp`, text);
      await rename(`${file}.tmp`, file);
    });
    return saving;
  };
  const now = () => Math.floor(Date.now() / 1000);

  const createPaymentMethod = (form: Record<string, unknown>) => {
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
  };

  const declineAt = (paymentMethod: PaymentMethodRecord, step: 'attach' | 'confirm') => {
    const declines = paymentMethod.testCard ? TEST_CARDS[paymentMethod.testCard]?.declines : undefined;
    return declines?.at === step ? declines.error : undefined;
  };

  const attach = (paymentMethod: PaymentMethodRecord, form: Record<string, unknown>) => {
    const customer = String(form.customer ?? '');
    if (!state.customers[customer]) throw missing('customer', customer);
    if (paymentMethod.customer && paymentMethod.customer !== customer)
      throw invalid('This PaymentMethod is already attached to another customer.');
    // Stripe checks a card with its issuer when it is attached: a decline card is refused here, unsaved.
    const decline = declineAt(paymentMethod, 'attach');
    if (decline) throw declined(decline);
    paymentMethod.customer = customer;
    return publicPaymentMethod(paymentMethod);
  };

  const intentOf = (id: string) => {
    const intent = state.paymentIntents[id];
    if (!intent) throw missing('payment_intent', id);
    return intent;
  };

  /**
   * Confirming charges the card: an authorization held for a manual capture, else captured at once. A
   * decline leaves the intent awaiting another payment method with the error recorded, and a failed charge,
   * as Stripe does; the 402 carries the intent.
   */
  const confirm = (intent: PaymentIntentRecord, paymentMethod: PaymentMethodRecord) => {
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
  };

  const createPaymentIntent = (form: Record<string, unknown>) => {
    const amount = Number(form.amount);
    if (!Number.isInteger(amount) || amount < 50)
      throw invalid('Amount must be at least $0.50 usd', 'amount');
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
      confirm(intent, paymentMethod);
    }
    return intent;
  };

  const capture = (intent: PaymentIntentRecord, form: Record<string, unknown>) => {
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
  };

  const cancel = (intent: PaymentIntentRecord, form: Record<string, unknown>) => {
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
  };

  /** A refund of a captured payment; Stripe counts what was refunded on the charge, not on the intent. */
  const createRefund = (form: Record<string, unknown>) => {
    const byCharge = form.charge === undefined ? undefined : String(form.charge);
    const chargeOfRequest = byCharge ? state.charges[byCharge] : undefined;
    if (byCharge && !chargeOfRequest) throw missing('charge', byCharge);
    const intentId = chargeOfRequest?.payment_intent ?? (form.payment_intent as string | undefined);
    if (!intentId)
      throw invalid(
        'One of the following params should be provided for this request: payment_intent or charge.',
      );
    const intent = intentOf(String(intentId));
    const charge = intent.latest_charge ? state.charges[intent.latest_charge] : undefined;
    if (!charge || intent.status !== 'succeeded' || !charge.captured)
      throw invalid(
        `This PaymentIntent (${intent.id}) does not have a successful charge to refund.`,
        'payment_intent',
      );
    const left = charge.amount_captured - charge.amount_refunded;
    if (left <= 0)
      throw invalid(`Charge ${charge.id} has already been refunded.`, undefined, 'charge_already_refunded');
    const amount = cents(form.amount, 'amount') ?? left;
    if (amount > left)
      throw invalid(
        `Refund amount (${dollars(amount)}) is greater than unrefunded amount on charge (${dollars(left)})`,
        'amount',
      );
    const refund: RefundRecord = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: charge.currency,
      charge: charge.id,
      payment_intent: intent.id,
      reason: (form.reason as string) ?? null,
      status: 'succeeded',
      created: now(),
      metadata: (form.metadata ?? {}) as Record<string, string>,
    };
    state.refunds[refund.id] = refund;
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    return refund;
  };

  const route = (method: string, path: string, form: Record<string, unknown>, secret: boolean): unknown => {
    const [, resource, id, action, ...rest] = path.split('/').filter(Boolean);
    if (!secret && !(method === 'POST' && path === '/v1/payment_methods')) {
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key.',
      });
    }
    if (rest.length === 0) {
      const post = method === 'POST';
      const get = method === 'GET';
      switch (resource) {
        case 'customers':
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
          break;
        case 'payment_methods': {
          if (post && !id) return createPaymentMethod(form);
          if (!id) break;
          const paymentMethod = state.paymentMethods[id];
          if (!paymentMethod) throw missing('PaymentMethod', id);
          if (get && !action) return publicPaymentMethod(paymentMethod);
          if (post && action === 'attach') return attach(paymentMethod, form);
          if (post && action === 'detach') {
            paymentMethod.customer = null;
            return publicPaymentMethod(paymentMethod);
          }
          break;
        }
        case 'payment_intents':
          if (post && !id) return createPaymentIntent(form);
          if (get && !id) {
            const customer = form.customer as string | undefined;
            const data = Object.values(state.paymentIntents).filter(
              (intent) => !customer || intent.customer === customer,
            );
            return list('/v1/payment_intents', data);
          }
          if (!id) break;
          if (get && !action) return intentOf(id);
          if (post && action === 'capture') return capture(intentOf(id), form);
          if (post && action === 'cancel') return cancel(intentOf(id), form);
          break;
        case 'charges':
          if (get && id && !action) return state.charges[id] ?? missing('charge', id);
          if (get && !id) {
            const intent = form.payment_intent as string | undefined;
            const data = Object.values(state.charges).filter(
              (charge) => !intent || charge.payment_intent === intent,
            );
            return list('/v1/charges', data);
          }
          break;
        case 'refunds':
          if (post && !id) return createRefund(form);
          if (get && id && !action) return state.refunds[id] ?? missing('refund', id);
          if (get && !id) {
            const intent = form.payment_intent as string | undefined;
            const charge = form.charge as string | undefined;
            const data = Object.values(state.refunds).filter(
              (refund) =>
                (!intent || refund.payment_intent === intent) && (!charge || refund.charge === charge),
            );
            return list('/v1/refunds', data);
          }
          break;
      }
    }
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://local');
    const method = request.method ?? 'GET';
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      response.end(JSON.stringify(body));
    };
    const key = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!/^(sk|pk)_/.test(key)) {
      return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    const form =
      method === 'GET'
        ? parseStripeForm(url.searchParams.toString())
        : parseStripeForm(Buffer.concat(chunks).toString('utf8'));
    const idempotencyKey = request.headers['idempotency-key'];
    const replayKey =
      typeof idempotencyKey === 'string' && method === 'POST'
        ? `${key}:${url.pathname}:${idempotencyKey}`
        : undefined;
    const replay = replayKey ? state.idempotency[replayKey] : undefined;
    if (replay) return send(replay.status, replay.body);
    let status = 200;
    let body: unknown;
    try {
      // A snapshot of the answer: the records it names change later (a capture after this authorization).
      body = structuredClone(route(method, url.pathname, form, key.startsWith('sk_')));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = structuredClone({ error: error.body });
    }
    // The JS event loop runs `route` to completion: a key is claimed before any other request reads it.
    if (replayKey && status !== 401) state.idempotency[replayKey] = { status, body };
    if (method !== 'GET') await save();
    send(status, body);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'api_error', message: error.message } }));
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    endpoint: `http://${host}:${port}`,
    port,
    register: async (cards) => {
      const created = now();
      for (const card of cards) {
        state.customers[card.customer] ??= {
          id: card.customer,
          object: 'customer',
          email: card.email,
          created,
        };
        state.paymentMethods[card.id] ??= {
          id: card.id,
          object: 'payment_method',
          type: 'card',
          customer: card.customer,
          created,
          billing_details: {},
          card: { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear },
        };
      }
      await save();
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(
          () =>
            void saving.then(
              () => resolve(),
              () => resolve(),
            ),
        );
      }),
  };
}

/** What Stripe shows of a payment method (a file from before the test-card table may hold `outcome`). */
function publicPaymentMethod(record: PaymentMethodRecord) {
  const {
    testCard: _testCard,
    outcome: _outcome,
    ...rest
  } = record as PaymentMethodRecord & { outcome?: unknown };
  return rest;
}
