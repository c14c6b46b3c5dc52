import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { routeIntentsAndCharges } from './payments-intents';
import { routeCustomersAndMethods } from './payments-methods';
import { emptyState, newId, now, type State, StripeError } from './payments-records';
import { routeRefunds } from './payments-refunds';

/**
 * The local payment gateway: the subset of Stripe's HTTP API the portal uses (customers; payment methods
 * with attach/detach; payment intents created, confirmed, captured and canceled; refunds), with Stripe's
 * test-card semantics (stripe-test-cards.ts). The functions talk to it through the official `stripe` SDK
 * (host/port/protocol options), so the adapter has one code path; the SPA posts the card number here
 * (through /local-payments on the portal's origin), never to our API. State is a JSON file in the data dir.
 */

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

  const route = (method: string, path: string, form: Record<string, unknown>, secret: boolean): unknown => {
    const [, resource, id, action, ...rest] = path.split('/').filter(Boolean);
    if (!secret && !(method === 'POST' && path === '/v1/payment_methods')) {
      throw new StripeError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key.',
      });
    }
    if (rest.length === 0) {
      const request = { post: method === 'POST', get: method === 'GET', id, action, form };
      const answer =
        routeCustomersAndMethods(state, resource, request) ??
        routeIntentsAndCharges(state, resource, request) ??
        (resource === 'refunds' ? routeRefunds(state, request) : undefined);
      if (answer !== undefined) return answer;
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
