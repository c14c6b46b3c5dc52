import { adminTexts } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { handler as sessionHandler } from '../session/handler';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { handler } from './handler';

const csr = claimsFor('csr@test.local');
const agent = claimsFor('agent@test.local');
const call = callerOf(handler);
const session = callerOf(sessionHandler);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 5, agencyName: 'Agent Agency' });
  await givenUser({
    userName: 'csr@test.local',
    firstName: 'Casey',
    lastName: 'Service',
    roles: ['CustomerServiceAdmin'],
    primaryRole: 'CustomerServiceAdmin',
  });
  await givenUser(
    { userName: 'agent@test.local', firstName: 'Avery', lastName: 'Agent', defaultAgencyId: 5 },
    [5],
  );
});

describe('impersonation', () => {
  it('staff find users by name or email', async () => {
    const { status, body } = await call(csr, 'GET', '/impersonation/users', undefined, {
      query: { search: 'aver' },
    });
    expect(status).toBe(200);
    expect(body.results).toEqual([
      { userName: 'agent@test.local', firstName: 'Avery', lastName: 'Agent', primaryRoleId: 'Agent' },
    ]);
  });

  it('a non-staff user cannot search or start a session', async () => {
    expect(
      (await call(agent, 'GET', '/impersonation/users', undefined, { query: { search: 'cas' } })).status,
    ).toBe(403);
    expect(
      (
        await call(agent, 'POST', '/impersonation/sessions', {
          userName: 'csr@test.local',
          reason: 'Ticket 4711',
        })
      ).status,
    ).toBe(403);
  });

  it('acts as the target with the session token, records the actor, and ends with an audit trail', async () => {
    const started = await call(csr, 'POST', '/impersonation/sessions', {
      userName: 'agent@test.local',
      reason: 'Ticket 4711',
    });
    expect(started.status).toBe(201);
    const headers = { 'x-session-token': started.body.sessionToken };

    const asAgent = await session(csr, 'GET', '/session', undefined, { headers });
    expect(asAgent.body.user).toMatchObject({ userName: 'agent@test.local', isImpersonating: true });
    expect(asAgent.body.impersonator).toEqual({
      userName: 'csr@test.local',
      firstName: 'Casey',
      lastName: 'Service',
    });
    expect(asAgent.body.agency.agencyId).toBe(5);

    // The token is stored only as a hash.
    const { data: sessions } = await db().entities.impersonationSession.scan.go();
    expect(JSON.stringify(sessions)).not.toContain(started.body.sessionToken);

    const ended = await call(csr, 'DELETE', '/impersonation/sessions/current', undefined, { headers });
    expect(ended.body).toEqual({ ended: true });
    const afterEnd = await session(csr, 'GET', '/session', undefined, { headers });
    expect(afterEnd.status).toBe(401);
    expect(afterEnd.body.code).toBe('impersonation_ended');

    const { data: audit } = await db()
      .entities.auditRecord.query.byActor({ actorUserName: 'csr@test.local' })
      .go();
    expect(audit.map((record) => [record.action, record.targetUserName])).toEqual([
      ['impersonation.start', 'agent@test.local'],
      ['impersonation.end', 'agent@test.local'],
      // Ending is itself a write made while impersonating.
      ['impersonation.write', 'agent@test.local'],
    ]);
    expect(audit[0]?.reason).toBe('Ticket 4711');
  });

  it('a non-staff user sending a session token gets 403', async () => {
    const started = await call(csr, 'POST', '/impersonation/sessions', {
      userName: 'agent@test.local',
      reason: 'Ticket 4711',
    });
    const headers = { 'x-session-token': started.body.sessionToken };
    const { status } = await session(agent, 'GET', '/session', undefined, { headers });
    expect(status).toBe(403);
  });

  it('another staff member cannot use a session that is not theirs', async () => {
    await givenUser({
      userName: 'csr2@test.local',
      roles: ['CustomerService'],
      primaryRole: 'CustomerService',
    });
    const started = await call(csr, 'POST', '/impersonation/sessions', {
      userName: 'agent@test.local',
      reason: 'Ticket 4711',
    });
    const headers = { 'x-session-token': started.body.sessionToken };
    const { status } = await session(claimsFor('csr2@test.local'), 'GET', '/session', undefined, { headers });
    expect(status).toBe(403);
  });

  it('refuses an unknown user and an empty name', async () => {
    expect(
      (
        await call(csr, 'POST', '/impersonation/sessions', {
          userName: 'nobody@test.local',
          reason: 'Ticket 4711',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(csr, 'POST', '/impersonation/sessions', { userName: '', reason: 'Ticket 4711' })).status,
    ).toBe(400);
    // No reason, no session: the field's own message.
    const noReason = await call(csr, 'POST', '/impersonation/sessions', {
      userName: 'agent@test.local',
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fieldErrors).toEqual({ reason: [adminTexts.audit.reasonRequired] });
  });
});
