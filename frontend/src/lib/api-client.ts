import {
  API_PREFIX,
  type BodyInputOf,
  type EndpointDefinition,
  fillPath,
  type ParamsInputOf,
  type QueryInputOf,
  type ResponseOf,
} from '@msc/shared/api/endpoint';
import { readApiError } from '@msc/shared/api/error-codes';
import { type EndpointWire, endpointWireOf, fromWire, toWire } from '@msc/shared/api/wire-renames';
import { errors } from '@msc/shared/messages';

/** A failed call, carrying the server's `{ message, code, fieldErrors }`. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

type Optional<K extends string, T> = undefined extends T ? { [P in K]?: T } : { [P in K]: T };

export type CallInput<E extends EndpointDefinition> = Optional<'params', ParamsInputOf<E>> &
  Optional<'query', QueryInputOf<E>> &
  Optional<'body', BodyInputOf<E>> & { signal?: AbortSignal };

interface ClientHooks {
  /** Authorization and impersonation headers for the signed-in user. */
  headers: () => Promise<Record<string, string>>;
  /** A 401 for a signed-in user: clear the session and go to sign-in (the error code tells which session ended). */
  onUnauthorized: (code?: string) => void;
}

let hooks: ClientHooks = { headers: async () => ({}), onUnauthorized: () => {} };

export function configureApiClient(next: ClientHooks): void {
  hooks = next;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, Array.isArray(value) ? value.join(';') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

const wireOfContract = new WeakMap<object, EndpointWire | undefined>();

/**
 * Where a call's JSON names fields otherwise than the code (model/postal-wire.ts). The production build's
 * route table carries it as `wire` (contract-routes.ts: no zod on the first paint); tests and the dev
 * server have the contract itself, read once per endpoint.
 */
function wireOf(endpoint: EndpointDefinition | { wire?: EndpointWire }): EndpointWire | undefined {
  // Static in the build, so the contract walk below is left out of the first paint.
  if (import.meta.env.PROD || 'wire' in endpoint) return (endpoint as { wire?: EndpointWire }).wire;
  if (!wireOfContract.has(endpoint))
    wireOfContract.set(endpoint, endpointWireOf(endpoint as EndpointDefinition));
  return wireOfContract.get(endpoint);
}

/** Calls one endpoint of the contract: typed input, typed output, the one error shape. */
export async function call<E extends EndpointDefinition>(
  endpoint: E,
  input: CallInput<E>,
): Promise<ResponseOf<E>> {
  const { params, query, body, signal } = input as {
    params?: Record<string, string | number>;
    query?: Record<string, unknown>;
    body?: unknown;
    signal?: AbortSignal;
  };
  const wire = wireOf(endpoint);
  const url = `${API_PREFIX}${fillPath(endpoint.path, params)}${toQueryString(query)}`;
  const response = await fetch(url, {
    method: endpoint.method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(await hooks.headers()),
    },
    body: body === undefined ? undefined : JSON.stringify(toWire(body, wire?.body)),
    signal,
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const error = readApiError(json);
    if (response.status === 401) hooks.onUnauthorized(error?.code);
    if (error) throw new ApiRequestError(response.status, error.code, error.message, error.fieldErrors);
    throw new ApiRequestError(response.status, 'internal', errors.somethingWentWrong);
  }
  // The page reads the code's names where the spec's wire names differ (model/postal-wire.ts).
  return fromWire(json, wire?.response) as ResponseOf<E>;
}
