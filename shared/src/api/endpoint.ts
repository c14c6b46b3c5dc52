import type * as z from 'zod';
import type { Capability } from '../rules/roles';
import type { UsageLimitName } from '../rules/usage-limits';

/**
 * Who may call an endpoint. 'public' needs no token; 'user' needs a signed-in user;
 * a capability name additionally requires one of the roles the role table grants it.
 */
export type EndpointAuth = 'public' | 'user' | Capability;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointDefinition {
  method: HttpMethod;
  /** Path without the `/api` prefix, with `{name}` parameters, e.g. `/cart/items/{id}`. */
  path: string;
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Success status; 200 unless stated. */
  status?: 200 | 201 | 202 | 204;
  /**
   * Refused (403, with this text) to staff acting as another user, whatever their roles: the user's own
   * acts (their cards). Checked with the caller, before the input.
   */
  notWhileImpersonating?: string;
  /**
   * Expensive work counted per user (rules/usage-limits.ts): past the window's figure the call is refused
   * (429, with the seconds to wait) before its input is read.
   */
  usageLimit?: UsageLimitName;
}

/** Identity helper that keeps the literal types of a definition. */
export function endpoint<const E extends EndpointDefinition>(definition: E): E {
  return definition;
}

export type Contract = Record<string, EndpointDefinition>;

type InferOr<T, Fallback> = T extends z.ZodType ? z.infer<T> : Fallback;
type InputOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

export type ParamsOf<E extends EndpointDefinition> = InferOr<E['params'], Record<string, never>>;
export type QueryOf<E extends EndpointDefinition> = InferOr<E['query'], Record<string, never>>;
export type BodyOf<E extends EndpointDefinition> = InferOr<E['body'], undefined>;
export type ResponseOf<E extends EndpointDefinition> = z.infer<E['response']>;

/** What a client sends: inputs before zod defaults and coercion are applied. */
export type ParamsInputOf<E extends EndpointDefinition> = InputOr<E['params'], undefined>;
export type QueryInputOf<E extends EndpointDefinition> = InputOr<E['query'], undefined>;
export type BodyInputOf<E extends EndpointDefinition> = InputOr<E['body'], undefined>;

/** Every API path is served below this prefix on the SPA's own origin. */
export const API_PREFIX = '/api';

/** Header that carries an impersonation session. */
export const SESSION_TOKEN_HEADER = 'x-session-token';

/** The header CloudFront adds to every API request, so the API answers nothing that went around it. */
export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** `/cart/items/{id}` → `/cart/items/42` */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
