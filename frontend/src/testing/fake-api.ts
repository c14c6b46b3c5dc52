import {
  API_PREFIX,
  type BodyInputOf,
  type EndpointDefinition,
  type ResponseOf,
} from '@msc/shared/api/endpoint';
import type { ApiError } from '@msc/shared/api/errors';
import { afterEach, beforeEach, vi } from 'vitest';
import * as z from 'zod';

/** One request the SPA made to an endpoint, as the fake API received it. */
export interface FakeRequest<E extends EndpointDefinition> {
  /** The `{name}` segments of the endpoint's path, decoded. */
  params: Record<string, string>;
  query: Record<string, string>;
  body: BodyInputOf<E>;
}

/** An answer other than success: the API's one error shape with its status (502: a service behind failed). */
export class FakeApiFailure {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 422 | 502,
    readonly error: ApiError,
  ) {}
}

type Handler<E extends EndpointDefinition> = (
  request: FakeRequest<E>,
) => ResponseOf<E> | FakeApiFailure | Promise<ResponseOf<E> | FakeApiFailure>;

interface Route {
  endpoint: EndpointDefinition;
  pattern: RegExp;
  names: string[];
  handler: Handler<EndpointDefinition>;
}

function compile(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { pattern: new RegExp(`^${API_PREFIX}${source}$`), names };
}

function json(status: number, body: unknown): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/**
 * A fake of the portal's API for component tests, declared in the contract's terms: a test says
 * `fakeApi.on(api.cart.get, () => cart)` and the handler must answer what the contract's response
 * type says (checked again at run time against the response schema). No URL is written by hand.
 * Calls to an endpoint without a handler answer 404 and are listed in `unhandled`.
 */
export function createFakeApi() {
  const routes: Route[] = [];
  const log: { endpoint: EndpointDefinition; request: FakeRequest<EndpointDefinition> }[] = [];
  const unhandled: string[] = [];

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    // The newest declaration wins, so a test can override a default given in beforeEach.
    for (const route of [...routes].reverse()) {
      if (route.endpoint.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const request: FakeRequest<EndpointDefinition> = {
        params: Object.fromEntries(
          route.names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]),
        ),
        query: Object.fromEntries(url.searchParams),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      log.push({ endpoint: route.endpoint, request });
      const answer = await route.handler(request);
      if (answer instanceof FakeApiFailure) return json(answer.status, answer.error);
      // Answered as the API does: encoded to the wire (model/postal-wire.ts), the client decodes it.
      const checked = z.safeEncode(route.endpoint.response, answer);
      if (!checked.success) {
        throw new Error(
          `fakeApi: the answer to ${method} ${url.pathname} breaks the contract: ${checked.error.message}`,
        );
      }
      return json(route.endpoint.status ?? 200, checked.data);
    }
    unhandled.push(`${method} ${url.pathname}${url.search}`);
    return json(404, { message: `fakeApi: no handler for ${method} ${url.pathname}`, code: 'notFound' });
  });

  return {
    /** The stand-in for the global fetch. */
    fetch,
    /** Calls that no handler answered. */
    unhandled,
    /** Answers every call to `endpoint` with the handler's result (a later declaration wins). */
    on<E extends EndpointDefinition>(endpoint: E, handler: Handler<E>): void {
      routes.push({
        endpoint,
        ...compile(endpoint.path),
        handler: handler as unknown as Handler<EndpointDefinition>,
      });
    },
    /** What the SPA sent to `endpoint`, oldest first. */
    requests<E extends EndpointDefinition>(endpoint: E): FakeRequest<E>[] {
      return log
        .filter((entry) => entry.endpoint === endpoint)
        .map((entry) => entry.request as FakeRequest<E>);
    },
    /** Forgets every handler, request and unhandled call. */
    reset(): void {
      routes.length = 0;
      log.length = 0;
      unhandled.length = 0;
      fetch.mockClear();
    },
  };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

/** A fake API that replaces fetch for each test of the calling file, empty at the start of each. */
export function installFakeApi(): FakeApi {
  const fakeApi = createFakeApi();
  beforeEach(() => {
    fakeApi.reset();
    vi.stubGlobal('fetch', fakeApi.fetch);
  });
  afterEach(() => vi.unstubAllGlobals());
  return fakeApi;
}
