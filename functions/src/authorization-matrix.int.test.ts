import { apiRoutes, type ContractRoute } from '@msc/shared/api';
import { hasCapability } from '@msc/shared/rules/roles';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFreshTable } from './test/fresh-table';
import { claimsFor } from './test/invoke';
import {
  callRoute,
  givenWorld,
  OTHER_AGENCY,
  OTHER_USER,
  type Persona,
  pathParamNames,
  personas,
  type RouteInput,
  roleUser,
} from './test/personas';
import { arbitraryOf } from './test/zod-arbitrary';

/**
 * The authorization matrix, generated from the contract: every route × nobody, each role, a staff member
 * impersonating, and another user's and agency's ids. The expected answer of each cell follows from the
 * route's `auth`; a new route is in the matrix the moment it is in `api`. Only answers a rule of the
 * spec decides on top of `auth` are written down, in BUSINESS_REFUSALS.
 */

type Expectation = 'unauthorized' | 'forbidden' | 'allowed';

/**
 * Routes whose ids name things everyone may see (the catalogue): another user's ids are not foreign there.
 * Every other route that takes an id must answer another user's or agency's id with 404.
 */
const SHARED_BY_EVERYONE = new Set([
  'GET /api/products/{id}',
  // The id is a product's (the catalogue's); the answer is the caller's own saved item of it, or null.
  'GET /api/saved-items/{productId}',
  // The id is a report's (shared by everyone); removing it from one's own favorites is idempotent.
  'DELETE /api/report-favorites/{id}',
  // The id is a product's; the answer is whether it is among the caller's own favorites; removing is idempotent.
  'GET /api/favorites/{productId}',
  'DELETE /api/favorites/{productId}',
]);

/** Cells where a use case refuses an allowed caller by a rule of its own (route key → persona → status). */
const BUSINESS_REFUSALS: Record<string, Record<string, number>> = {
  // Spec 1 §6: one impersonation at a time.
  'POST /api/impersonation/sessions': { impersonating: 403 },
};

function expected(route: ContractRoute, persona: Persona): Expectation {
  const { auth } = route.definition;
  if (auth === 'public') return 'allowed';
  if (!persona.roles) return 'unauthorized';
  // The user's own acts (their cards), refused to staff acting as them whatever their roles.
  if (persona.impersonating && route.definition.notWhileImpersonating) return 'forbidden';
  if (auth === 'user') return 'allowed';
  return hasCapability({ roles: persona.roles, primaryRole: persona.roles[0]! }, auth)
    ? 'allowed'
    : 'forbidden';
}

/** One input the route's schemas accept (the same for every persona). */
function sampleInput(route: ContractRoute, seed: number): RouteInput {
  const { params, query, body } = route.definition;
  const one = (schema: typeof params, asText: boolean) =>
    schema ? (fc.sample(arbitraryOf(schema, { asText }), { seed, numRuns: 1 })[0] as never) : undefined;
  return { params: one(params, true), query: one(query, true), body: one(body, false) };
}

const routes = apiRoutes();
beforeAll(async () => {
  await useFreshTable();
  await givenWorld();
});

describe('authorization matrix', () => {
  it('covers every route of the contract, and its written exceptions name only real routes', () => {
    expect(routes.length).toBeGreaterThan(0);
    const keys = new Set(routes.map((route) => route.routeKey));
    const written = [...Object.keys(BUSINESS_REFUSALS), ...SHARED_BY_EVERYONE];
    expect(written.filter((key) => !keys.has(key))).toEqual([]);
  });

  it.each(routes.map((route) => [route.routeKey, route] as const))(
    '%s',
    async (_key, route) => {
      const input = sampleInput(route, 42);
      const cells: string[] = [];
      // A fresh impersonation session per route: the matrix also tries the route that ends one.
      for (const persona of await personas()) {
        const { status } = await callRoute(route, persona, input);
        const want = BUSINESS_REFUSALS[route.routeKey]?.[persona.name] ?? expected(route, persona);
        const ok =
          typeof want === 'number'
            ? status === want
            : want === 'unauthorized'
              ? status === 401
              : want === 'forbidden'
                ? status === 403
                : status < 500 && status !== 401 && status !== 403;
        if (!ok) cells.push(`${persona.name}: expected ${want}, got ${status}`);
      }
      expect(cells).toEqual([]);
    },
    120_000,
  );
});

describe('who before what', () => {
  it('refuses a caller without access before looking at the input: 401/403, never 400', async () => {
    const people = await personas();
    const junk: RouteInput = { query: { pageSize: '-1', search: '' }, rawBody: '{"broken":' };
    const cells: string[] = [];
    for (const route of routes.filter((r) => r.definition.auth !== 'public')) {
      const params = Object.fromEntries(pathParamNames(route).map((name) => [name, '\u0000'.repeat(3)]));
      for (const persona of people) {
        const want = expected(route, persona);
        if (want === 'allowed') continue;
        const { status } = await callRoute(route, persona, { ...junk, params });
        const wanted = want === 'unauthorized' ? 401 : 403;
        if (status !== wanted)
          cells.push(`${route.routeKey} as ${persona.name}: ${status}, expected ${wanted}`);
      }
    }
    expect(cells).toEqual([]);
  }, 600_000);
});

/** Every value under a key that names an id, in any answer. */
function idsIn(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) idsIn(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (/id$/i.test(key) && (typeof inner === 'string' || typeof inner === 'number'))
        out.add(String(inner));
      else idsIn(inner, out);
    }
  }
  return out;
}

describe("another user's and another agency's ids", () => {
  it('answer 404 (or 403), never data, on every route that takes an id', async () => {
    const me: Persona = { name: 'agent', roles: ['Agent'], claims: claimsFor(roleUser('Agent')) };
    const other: Persona = { name: 'other', roles: ['Agent'], claims: claimsFor(OTHER_USER) };
    // The other user's world: a cart line of their own, in their own agency.
    const addItem = routes.find((route) => route.routeKey === 'POST /api/cart/items');
    if (addItem) await callRoute(addItem, other, { body: { productId: 'P-2', quantity: 2 } });

    // What each of them can see, from every read without parameters.
    const seen = async (persona: Persona) => {
      const ids = new Set<string>();
      for (const route of routes.filter((r) => r.method === 'GET' && !r.definition.params)) {
        const { status, body } = await callRoute(route, persona, sampleInput(route, 7));
        if (status < 300) idsIn(body, ids);
      }
      return ids;
    };
    const mine = await seen(me);
    const foreign = [...(await seen(other))].filter((id) => !mine.has(id));
    expect(foreign.length).toBeGreaterThan(0);

    const leaks: string[] = [];
    const scoped = routes.filter(
      (r) => r.definition.params && r.definition.auth !== 'public' && !SHARED_BY_EVERYONE.has(r.routeKey),
    );
    for (const route of scoped) {
      const names = pathParamNames(route);
      for (const id of foreign) {
        const params = Object.fromEntries(names.map((name) => [name, id]));
        const { status } = await callRoute(route, me, { ...sampleInput(route, 42), params });
        if (status < 400 || status >= 500) leaks.push(`${route.routeKey} with ${id}: ${status}`);
      }
    }
    // Bodies that name an agency: acting for another agency is refused the same way.
    for (const route of routes.filter((r) => r.definition.body)) {
      const sample = sampleInput(route, 42);
      const body = sample.body as Record<string, unknown> | undefined;
      if (!body || typeof body !== 'object' || !('agencyId' in body)) continue;
      const { status } = await callRoute(route, me, { ...sample, body: { ...body, agencyId: OTHER_AGENCY } });
      if (status < 400 || status >= 500)
        leaks.push(`${route.routeKey} with agencyId ${OTHER_AGENCY}: ${status}`);
    }
    expect(leaks).toEqual([]);
  }, 600_000);
});
