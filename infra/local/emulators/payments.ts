import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';

/**
 * The local payment gateway: the subset of Stripe's HTTP API the portal uses (customers, payment methods
 * with attach/detach, payment intents created and confirmed in one call), with Stripe's test-card
 * semantics. The functions talk to it through the official `stripe` SDK (host/port/protocol options), so
 * the adapter has one code path; the SPA posts the card number here (through /local-payments on the
 * portal's origin), never to our API. State is a JSON file in the data dir.
 */

interface Card {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
  /** Test-card outcome when charged: undefined = succeeds. */
  outcome?: DeclineCode;
}

type DeclineCode = 'card_declined' | 'expired_card' | 'insufficient_funds';

interface PaymentMethodRecord {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  created: number;
  billing_details: Record<string, unknown>;
  card: Omit<Card, 'outcome'>;
  outcome?: DeclineCode;
}

interface PaymentIntentRecord {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  customer: string | null;
  payment_method: string | null;
  status: 'succeeded';
  created: number;
  metadata: Record<string, string>;
}

interface State {
  customers: Record<string, { id: string; object: 'customer'; email?: string; created: number }>;
  paymentMethods: Record<string, PaymentMethodRecord>;
  paymentIntents: Record<string, PaymentIntentRecord>;
  /** Idempotency-Key → the response first given (status and body), as Stripe replays it. */
  idempotency: Record<string, { status: number; body: unknown }>;
}

/** Stripe's test cards (https://docs.stripe.com/testing). The decline happens when charged. */
const TEST_CARDS: Record<string, { outcome?: DeclineCode }> = {
  '4242424242424242': {},
  '4000000000000002': { outcome: 'card_declined' },
  '4000000000000069': { outcome: 'expired_card' },
  '4000000000009995': { outcome: 'insufficient_funds' },
};

const DECLINE_MESSAGES: Record<DeclineCode, string> = {
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  insufficient_funds: 'Your card has insufficient funds.',
};

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

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; decline_code?: string; message: string; param?: string },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string) =>
  new StripeError(400, { type: 'invalid_request_error', message, param });
const missing = (kind: string, id: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
  });

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
  let state: State = { customers: {}, paymentMethods: {}, paymentIntents: {}, idempotency: {} };
  if (file) {
    await mkdir(options.dataDir!, { recursive: true });
    state = await readFile(file, 'utf8')
      .then((text) => JSON.parse(text) as State)
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

  const route = (method: string, path: string, form: Record<string, unknown>, secret: boolean): unknown => {
    const parts = path.split('/').filter(Boolean);
    const now = Math.floor(Date.now() / 1000);
    if (!secret && !(method === 'POST' && path === '/v1/payment_methods')) {
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key.',
      });
    }
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer' as const,
        email: form.email as string,
        created: now,
      };
      state.customers[customer.id] = customer;
      return customer;
    }
    if (method === 'GET' && parts[1] === 'customers' && parts[2]) {
      return state.customers[parts[2]] ?? missing('customer', parts[2]);
    }
    if (method === 'POST' && path === '/v1/payment_methods') {
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
      const nowDate = new Date();
      if (
        !(
          expYear > nowDate.getUTCFullYear() ||
          (expYear === nowDate.getUTCFullYear() && expMonth >= nowDate.getUTCMonth() + 1)
        )
      )
        throw new StripeError(402, {
          type: 'card_error',
          code: 'invalid_expiry_year',
          message: "Your card's expiration year is invalid.",
          param: 'exp_year',
        });
      const paymentMethod: PaymentMethodRecord = {
        id: newId('pm'),
        object: 'payment_method',
        type: 'card',
        customer: null,
        created: now,
        billing_details: (form.billing_details ?? {}) as Record<string, unknown>,
        card: { brand: brandOf(number), last4: number.slice(-4), exp_month: expMonth, exp_year: expYear },
        outcome: TEST_CARDS[number]?.outcome,
      };
      state.paymentMethods[paymentMethod.id] = paymentMethod;
      return publicPaymentMethod(paymentMethod);
    }
    if (parts[1] === 'payment_methods' && parts[2]) {
      const paymentMethod = state.paymentMethods[parts[2]];
      if (!paymentMethod) throw missing('PaymentMethod', parts[2]);
      if (method === 'GET' && parts.length === 3) return publicPaymentMethod(paymentMethod);
      if (method === 'POST' && parts[3] === 'attach') {
        const customer = String(form.customer ?? '');
        if (!state.customers[customer]) throw missing('customer', customer);
        if (paymentMethod.customer && paymentMethod.customer !== customer)
          throw invalid('This PaymentMethod is already attached to another customer.');
        paymentMethod.customer = customer;
        return publicPaymentMethod(paymentMethod);
      }
      if (method === 'POST' && parts[3] === 'detach') {
        paymentMethod.customer = null;
        return publicPaymentMethod(paymentMethod);
      }
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 50)
        throw invalid('Amount must be at least $0.50 usd', 'amount');
      const paymentMethod = state.paymentMethods[String(form.payment_method ?? '')];
      if (!paymentMethod) throw missing('PaymentMethod', String(form.payment_method ?? ''));
      if (form.customer && paymentMethod.customer !== form.customer)
        throw invalid('The provided PaymentMethod does not belong to this customer.', 'payment_method');
      if (paymentMethod.outcome) {
        throw new StripeError(402, {
          type: 'card_error',
          code: paymentMethod.outcome === 'card_declined' ? 'card_declined' : paymentMethod.outcome,
          decline_code: paymentMethod.outcome === 'card_declined' ? 'generic_decline' : paymentMethod.outcome,
          message: DECLINE_MESSAGES[paymentMethod.outcome],
        });
      }
      const intent: PaymentIntentRecord = {
        id: newId('pi'),
        object: 'payment_intent',
        amount,
        currency: String(form.currency ?? 'usd'),
        customer: (form.customer as string) ?? null,
        payment_method: paymentMethod.id,
        status: 'succeeded',
        created: now,
        metadata: (form.metadata ?? {}) as Record<string, string>,
      };
      state.paymentIntents[intent.id] = intent;
      return intent;
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const customer = form.customer as string | undefined;
      const data = Object.values(state.paymentIntents).filter(
        (intent) => !customer || intent.customer === customer,
      );
      return { object: 'list', data, has_more: false, url: '/v1/payment_intents' };
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
      body = route(method, url.pathname, form, key.startsWith('sk_'));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      body = { error: error.body };
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
      const created = Math.floor(Date.now() / 1000);
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

function publicPaymentMethod(record: PaymentMethodRecord) {
  const { outcome: _outcome, ...rest } = record;
  return rest;
}
