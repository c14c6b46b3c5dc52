import { apiRoutes, type ContractRoute } from '@msc/shared/api';
import { ALL_ROLES, type Role } from '@msc/shared/rules/roles';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiHandler } from '../capabilities';
import { capabilityHandlers } from '../capabilities';
import { apiGatewayEvent, lambdaContext } from '../platform/api-gateway-event';
import { runAsFunction } from '../platform/client-middleware';
import { givenAgency, givenProduct, givenUser } from './fixtures';
import { claimsFor } from './invoke';

/**
 * The people every route is tried as: nobody, one user per role (all in the home agency), a user of
 * another agency, and a staff member impersonating an agent. The matrix and the fuzzer share them.
 */
export const HOME_AGENCY = 1001;
export const OTHER_AGENCY = 1002;

export const roleUser = (role: Role) => `role-${role.toLowerCase().replace(/\W/g, '-')}@matrix.test`;
export const OTHER_USER = 'other@matrix.test';
export const IMPERSONATOR = roleUser('CustomerServiceAdmin');
export const IMPERSONATED = roleUser('Agent');

export interface Persona {
  name: string;
  /** The roles that decide what a route allows (the actor's, while impersonating). */
  roles: readonly Role[] | undefined;
  claims?: Record<string, string>;
  headers?: Record<string, string>;
  /** A staff member acting as another user (with an impersonation session). */
  impersonating?: boolean;
}

export async function givenWorld(): Promise<void> {
  await givenAgency({ agencyId: HOME_AGENCY, agencyName: 'Home Agency' });
  await givenAgency({ agencyId: OTHER_AGENCY, agencyName: 'Other Agency' });
  for (const role of ALL_ROLES) {
    await givenUser(
      {
        userName: roleUser(role),
        roles: [role],
        primaryRole: role,
        defaultAgencyId: HOME_AGENCY,
        hasChosenAgency: true,
      },
      [HOME_AGENCY],
    );
  }
  await givenUser(
    { userName: OTHER_USER, defaultAgencyId: OTHER_AGENCY, hasChosenAgency: true, lastName: 'Other' },
    [OTHER_AGENCY],
  );
  await givenProduct({ productId: 'P-1' });
  await givenProduct({ productId: 'P-2' });
}

/** Who a route is tried as; the impersonation session is started through the API. */
export async function personas(): Promise<Persona[]> {
  const impersonation = await callRoute(
    route('impersonation', 'start'),
    { claims: claimsFor(IMPERSONATOR), roles: undefined, name: '' },
    { body: { userName: IMPERSONATED, reason: 'Authorization matrix' } },
  );
  if (impersonation.status !== 201) throw new Error(`impersonation did not start: ${impersonation.status}`);
  return [
    { name: 'anonymous', roles: undefined },
    ...ALL_ROLES.map((role) => ({ name: role, roles: [role], claims: claimsFor(roleUser(role)) })),
    {
      name: 'impersonating',
      impersonating: true,
      roles: ['CustomerServiceAdmin'],
      claims: claimsFor(IMPERSONATOR),
      headers: { 'x-session-token': String(impersonation.body.sessionToken) },
    },
  ];
}

export function route(capability: string, name: string): ContractRoute {
  const found = apiRoutes().find(
    (candidate) => candidate.capability === capability && candidate.name === name,
  );
  if (!found) throw new Error(`no route ${capability}.${name}`);
  return found;
}

const handlers = new Map<string, Promise<ApiHandler>>();

/** `{id}`-style names in the route's path, whatever its params schema looks like. */
export const pathParamNames = (route: ContractRoute): string[] =>
  [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

/** The path as a client's bytes would spell it: every byte of the UTF-8 value percent-encoded. */
function pathOf(route: ContractRoute, params: Record<string, string>): string {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    [...Buffer.from(params[name] ?? '', 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join(''),
  );
}

export interface RouteInput {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  /** Sent as is instead of `body` (broken JSON, another encoding). */
  rawBody?: string;
}

/** Calls the capability's Lambda as API Gateway would, after its JWT authorizer. */
export async function callRoute(route: ContractRoute, persona: Persona, input: RouteInput = {}) {
  if (!handlers.has(route.capability)) {
    handlers.set(route.capability, capabilityHandlers[route.capability as keyof typeof capabilityHandlers]());
  }
  const handler = await handlers.get(route.capability)!;
  const params = Object.fromEntries(
    Object.entries(input.params ?? {}).map(([key, value]) => [key, String(value)]),
  );
  const query = Object.fromEntries(
    Object.entries(input.query ?? {})
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const event = apiGatewayEvent({
    method: route.method,
    path: pathOf(route, params),
    query,
    headers: { 'content-type': 'application/json', 'user-agent': 'matrix', ...persona.headers },
    body: input.rawBody ?? (input.body === undefined ? undefined : JSON.stringify(input.body)),
    claims: persona.claims,
  });
  // As the capability's Lambda: with local IAM on, its SDK calls are held to that Lambda's policy.
  const result = (await runAsFunction(`capability:${route.capability}`, () =>
    handler(event, lambdaContext('matrix')),
  )) as APIGatewayProxyStructuredResultV2;
  const status = result.statusCode ?? 200;
  // The tests read whatever fields they expect; a route's answer is only typed by its contract.
  let body: Record<string, unknown> & { sessionToken?: string };
  try {
    body = result.body ? JSON.parse(result.body) : {};
  } catch {
    body = { text: result.body };
  }
  return { status, body };
}
