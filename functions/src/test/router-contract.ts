import { endpoint } from '@msc/shared/api/endpoint';
import { Role } from '@msc/shared/rules/roles';
import * as z from 'zod';
import type { RequestContext, UserRecord } from '#platform/request-context';

/** A small contract for the router's own unit tests: one endpoint per kind of access and input. */
export const testContract = {
  ping: endpoint({
    method: 'GET',
    path: '/test/ping',
    auth: 'public',
    response: z.object({ ok: z.boolean() }),
  }),
  getThing: endpoint({
    method: 'GET',
    path: '/test/things/{id}',
    auth: 'user',
    params: z.object({ id: z.string().regex(/^\d+$/) }),
    response: z.object({ id: z.string(), name: z.string() }),
  }),
  renameThing: endpoint({
    method: 'POST',
    path: '/test/things',
    auth: 'impersonate',
    body: z.object({ name: z.string().min(1) }),
    response: z.object({ name: z.string() }),
    status: 201,
  }),
  search: endpoint({
    method: 'GET',
    path: '/test/things',
    auth: 'user',
    query: z.object({ page: z.coerce.number().int().positive().default(1) }),
    response: z.object({ page: z.number() }),
  }),
  thingsSearch: endpoint({
    method: 'GET',
    path: '/test/things/search',
    auth: 'user',
    response: z.object({ found: z.literal('static') }),
  }),
};

export function testUser(overrides: Partial<UserRecord> = {}): UserRecord {
  return {
    userName: 'agent@test.local',
    email: 'agent@test.local',
    firstName: 'Test',
    lastName: 'Agent',
    roles: [Role.Agent],
    primaryRole: Role.Agent,
    defaultAgencyId: 7,
    hasChosenAgency: true,
    ...overrides,
  };
}

export const agentContext = (): RequestContext => ({ user: testUser(), agencyId: 7 });

export const staffContext = (): RequestContext => {
  const staff = testUser({
    userName: 'csr@test.local',
    roles: [Role.CustomerServiceAdmin],
    primaryRole: Role.CustomerServiceAdmin,
  });
  return { user: staff, agencyId: 0 };
};

/** A staff member acting as the agent. */
export const impersonatingContext = (): RequestContext => ({
  ...agentContext(),
  impersonator: staffContext().user,
  sessionTokenHash: 'hash',
});
