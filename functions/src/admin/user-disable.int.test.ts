import { beforeAll, describe, expect, it } from 'vitest';
import { handler as impersonationHandler } from '../impersonation/handler';
import { auditRecordsOfTarget } from '../platform/audit-trail-store';
import { handler as sessionHandler } from '../session/handler';
import { adminUsersFixture } from '../test/admin-users';
import { givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

/** Disabling and enabling a user in the Admin Center (users.int.test.ts has the rest of the user editor). */
const admin = adminUsersFixture('disable');
const { SA, CS_ADMIN, CSR, seen } = admin;
const OTHER_AGENT = 'disable-agent@test.local';
const call = callerOf(handler);
const session = callerOf(sessionHandler);
const impersonation = callerOf(impersonationHandler);
const encoded = encodeURIComponent;

/** The agent disabled or enabled by the customer-service admin, on the version given. */
const setSignIn = (action: 'disable' | 'enable', seenVersion: { version: number }) =>
  call(CS_ADMIN, 'POST', `/admin/users/${encoded(OTHER_AGENT)}/${action}`, seenVersion);

beforeAll(async () => {
  await useFreshTable();
  await admin.given();
  await givenUser({ userName: OTHER_AGENT, defaultAgencyId: 7, hasChosenAgency: true }, [7]);
});

describe('users: disabling', () => {
  it('a disabled user can no longer use the API (sign-in ends at the session); re-enabled, they can', async () => {
    expect((await session(OTHER_AGENT, 'GET', '/session')).status).toBe(200);
    const disabled = await setSignIn('disable', await seen(OTHER_AGENT));
    expect(disabled.body).toMatchObject({ disabled: true });
    const refused = await session(OTHER_AGENT, 'GET', '/session');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account is disabled. Contact customer service.');
    // Nor can staff act as them.
    const asThem = await impersonation(CSR, 'POST', '/impersonation/sessions', {
      userName: OTHER_AGENT,
      reason: 'Ticket 4711',
    });
    if (asThem.status === 201) {
      const token = asThem.body.sessionToken as string;
      const read = await session(CSR, 'GET', '/session', undefined, {
        headers: { 'x-session-token': token },
      });
      expect(read.status).toBe(403);
      await impersonation(CSR, 'DELETE', '/impersonation/sessions/current', undefined, {
        headers: { 'x-session-token': token },
      });
    }

    const enabled = await setSignIn('enable', await seen(OTHER_AGENT));
    expect(enabled.body).toMatchObject({ disabled: false });
    expect((await session(OTHER_AGENT, 'GET', '/session')).status).toBe(200);
    const [enable, disable] = await auditRecordsOfTarget(`user:${OTHER_AGENT}`);
    expect(enable).toMatchObject({ action: 'admin.enable' });
    expect(JSON.parse(disable!.after!)).toMatchObject({ disabled: true });
  });
});

describe('users: disabling on the version read', () => {
  it('refuses a disable or an enable made on a stale page (409), and changes nothing', async () => {
    const stale = await seen(OTHER_AGENT);
    // Another admin changes the user meanwhile.
    const grant = await call(CS_ADMIN, 'PUT', `/admin/users/${encoded(OTHER_AGENT)}/roles/Employee`, stale);
    expect(grant.status).toBe(200);
    const disable = await setSignIn('disable', stale);
    expect(disable.status).toBe(409);
    expect((await call(SA, 'GET', `/admin/users/${encoded(OTHER_AGENT)}`)).body.disabled).toBe(false);
    const fresh = await seen(OTHER_AGENT);
    expect(fresh.version).toBe(stale.version + 1);
    const disabled = await setSignIn('disable', fresh);
    expect(disabled.status).toBe(200);
    const enable = await setSignIn('enable', fresh);
    expect(enable.status).toBe(409);
    expect((await call(SA, 'GET', `/admin/users/${encoded(OTHER_AGENT)}`)).body.disabled).toBe(true);
    const enabled = await setSignIn('enable', await seen(OTHER_AGENT));
    expect(enabled.body).toMatchObject({ disabled: false });
    await call(
      CS_ADMIN,
      'DELETE',
      `/admin/users/${encoded(OTHER_AGENT)}/roles/Employee`,
      await seen(OTHER_AGENT),
    );
  });
});
