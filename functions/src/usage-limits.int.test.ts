import { apiRoutes, type ContractRoute } from '@msc/shared/api';
import { ALL_ROLES, hasCapability, type Role } from '@msc/shared/rules/roles';
import { USAGE_LIMITS, type UsageLimitName } from '@msc/shared/rules/usage-limits';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFreshTable } from './test/fresh-table';
import { claimsFor } from './test/invoke';
import { callRoute, givenWorld, type Persona, pathParamNames, roleUser } from './test/personas';
import { atUsageWindowStart } from './test/usage-window';

/**
 * Every route the contract marks with a usage limit, from the contract: the window's figure of calls by
 * one user pass (whatever the input makes of them), the next is 429 on every route of the limit, and
 * another user is not held back. The limit is counted before the input is read, so any input will do.
 */
const groups = new Map<UsageLimitName, ContractRoute[]>();
for (const route of apiRoutes()) {
  const name = route.definition.usageLimit;
  if (name) groups.set(name, [...(groups.get(name) ?? []), route]);
}

const mayCallAll = (role: Role, routes: ContractRoute[]) =>
  routes.every(
    ({ definition: { auth } }) =>
      auth === 'user' || (auth !== 'public' && hasCapability({ roles: [role], primaryRole: role }, auth)),
  );
/** Any value for each path parameter: the router needs one to reach the route; the limit comes first. */
const anyParams = (route: ContractRoute) => ({
  params: Object.fromEntries(pathParamNames(route).map((name) => [name, '1'])),
});
const personaOf = (role: Role): Persona => ({ name: role, roles: [role], claims: claimsFor(roleUser(role)) });

beforeAll(async () => {
  await useFreshTable();
  await givenWorld();
});

describe('per-user usage limits, every limited route', () => {
  it('marks the routes the issue names', () => {
    expect([...groups.keys()].sort()).toEqual(Object.keys(USAGE_LIMITS).sort());
  });

  for (const [name, routes] of groups) {
    it(`${name}: ${routes.map((route) => route.routeKey).join(', ')}`, async () => {
      const [looping, other] = ALL_ROLES.filter((role) => mayCallAll(role, routes)).map(personaOf);
      expect(other, 'two roles may call these routes').toBeDefined();
      atUsageWindowStart(name);
      const { perWindow } = USAGE_LIMITS[name];
      for (let index = 0; index < perWindow; index++) {
        const { status } = await callRoute(
          routes[index % routes.length]!,
          looping!,
          anyParams(routes[index % routes.length]!),
        );
        expect(status).not.toBe(429);
      }
      for (const route of routes) {
        const refused = await callRoute(route, looping!, anyParams(route));
        expect(refused.status, route.routeKey).toBe(429);
        expect(refused.body.code).toBe('too_many_requests');
      }
      expect((await callRoute(routes[0]!, other!, anyParams(routes[0]!))).status).not.toBe(429);
    });
  }
});
