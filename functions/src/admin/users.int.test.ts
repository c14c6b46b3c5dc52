import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '#platform/db';
import { handler as impersonationHandler } from '../impersonation/handler';
import { auditRecordsOfTarget } from '../platform/audit-trail-store';
import { metrics } from '../platform/metrics';
import { adminUsersFixture } from '../test/admin-users';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { placedOrder } from '../test/placed-order';
import { handler } from './handler';

const admin = adminUsersFixture('users');
const { SA, CS_ADMIN, CSR, seen } = admin;
const MARKETING = 'users-marketing@test.local';
const AGENT = 'users-agent@test.local';
const OTHER_AGENT = 'users-other@test.local';
const RACED = 'users-raced@test.local';
const call = callerOf(handler);
const impersonation = callerOf(impersonationHandler);
const encoded = encodeURIComponent;

beforeAll(async () => {
  await useFreshTable();
  await admin.given();
  await givenAgency({ agencyId: 8, agencyName: 'Eight Agency' });
  await givenUser({ userName: MARKETING, roles: ['MarketingAdmin'], primaryRole: 'MarketingAdmin' });
  await givenUser(
    { userName: AGENT, firstName: 'Olive', lastName: 'Owner', defaultAgencyId: 7, hasChosenAgency: true },
    [7],
  );
  await givenUser({ userName: OTHER_AGENT, defaultAgencyId: 7, hasChosenAgency: true }, [7]);
  await givenUser({ userName: RACED, defaultAgencyId: 7, hasChosenAgency: true }, [7]);
  await db()
    .entities.order.create(
      placedOrder({
        userName: AGENT,
        orderId: 'O-77',
        orderNumber: '100077',
        orderDate: '2026-10-02T10:00:00.000Z',
        agencyId: 7,
        orderStatusCode: 1,
        subTotal: 1000,
        total: 1000,
        amountPaid: 1000,
      }),
    )
    .go();
});

describe('users: who may', () => {
  it('refuses the users and audit routes to staff without the permission (403), reads and writes alike', async () => {
    for (const who of [AGENT, CSR, MARKETING]) {
      expect((await call(who, 'GET', '/admin/users?term=owner')).status).toBe(403);
      expect((await call(who, 'GET', `/admin/users/${encoded(AGENT)}`)).status).toBe(403);
      expect(
        (await call(who, 'PUT', `/admin/users/${encoded(AGENT)}/roles/TM`, await seen(AGENT))).status,
      ).toBe(403);
      expect((await call(who, 'GET', '/admin/audit')).status).toBe(403);
    }
  });
});

describe('users: search and page', () => {
  it('finds a user by name or email, paged, and shows roles, agencies, default agency and recent orders', async () => {
    const found = await call(CS_ADMIN, 'GET', '/admin/users?term=OLIVE');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ totalCount: 1, pageNumber: 1 });
    expect(found.body.results[0]).toMatchObject({ userName: AGENT, roles: ['Agent'], disabled: false });

    const page = await call(CS_ADMIN, 'GET', `/admin/users/${encoded(AGENT)}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      defaultAgencyId: 7,
      memberships: [{ agencyId: 7, agencyName: 'Seven Agency' }],
      recentOrders: [{ orderId: 'O-77', orderNumber: '100077', total: 1000 }],
    });
    expect((await call(CS_ADMIN, 'GET', '/admin/users/nobody%40test.local')).status).toBe(404);
    expect((await call(CS_ADMIN, 'GET', '/admin/users?term=o')).status).toBe(400);
  });
});

describe('users: roles (the rank rule)', () => {
  it('grants a role below the admin’s own rank and audits before/after', async () => {
    const granted = await call(CS_ADMIN, 'PUT', `/admin/users/${encoded(AGENT)}/roles/TM`, await seen(AGENT));
    expect(granted.status).toBe(200);
    expect(granted.body.roles.sort()).toEqual(['Agent', 'TM']);
    const [change] = await auditRecordsOfTarget(`user:${AGENT}`);
    expect(change).toMatchObject({ action: 'admin.grantRole', actorUserName: CS_ADMIN });
    expect(JSON.parse(change!.before!).roles).toEqual(['Agent']);
    expect(JSON.parse(change!.after!).roles.sort()).toEqual(['Agent', 'TM']);

    const revoked = await call(
      CS_ADMIN,
      'DELETE',
      `/admin/users/${encoded(AGENT)}/roles/TM`,
      await seen(AGENT),
    );
    expect(revoked.body.roles).toEqual(['Agent']);
    const [revoke] = await auditRecordsOfTarget(`user:${AGENT}`);
    expect(revoke).toMatchObject({ action: 'admin.revokeRole' });
    // The last role stays: a user without one would be no user.
    expect(
      (await call(CS_ADMIN, 'DELETE', `/admin/users/${encoded(AGENT)}/roles/Agent`, await seen(AGENT)))
        .status,
    ).toBe(400);
  });

  it('refuses a role equal to or above the admin’s own rank with 403, changing nothing', async () => {
    for (const role of ['CustomerServiceAdmin', 'Client.Admin', 'SA']) {
      const refused = await call(
        CS_ADMIN,
        'PUT',
        `/admin/users/${encoded(AGENT)}/roles/${role}`,
        await seen(AGENT),
      );
      expect(refused.status).toBe(403);
    }
    // An SA ranks above: a customer-service admin cannot change them at all.
    expect(
      (await call(CS_ADMIN, 'DELETE', `/admin/users/${encoded(SA)}/roles/SA`, await seen(SA))).status,
    ).toBe(403);
    expect((await call(CS_ADMIN, 'POST', `/admin/users/${encoded(SA)}/disable`, await seen(SA))).status).toBe(
      403,
    );
    expect((await call(SA, 'GET', `/admin/users/${encoded(AGENT)}`)).body.roles).toEqual(['Agent']);
    // The SA may grant a customer-service admin role (below theirs).
    const granted = await call(
      SA,
      'PUT',
      `/admin/users/${encoded(CSR)}/roles/CustomerServiceAdmin`,
      await seen(CSR),
    );
    expect(granted.status).toBe(200);
  });
});

describe('users: grant only a subset of your own powers', () => {
  it('refuses a customer-service admin granting MarketingAdmin (outranked, but not their powers) with 403', async () => {
    const refused = await call(
      CS_ADMIN,
      'PUT',
      `/admin/users/${encoded(AGENT)}/roles/MarketingAdmin`,
      await seen(AGENT),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      'You can only grant or revoke a role whose permissions you hold yourself.',
    );
    // Nor take it away from someone below them who holds it.
    const revoke = await call(
      CS_ADMIN,
      'DELETE',
      `/admin/users/${encoded(MARKETING)}/roles/MarketingAdmin`,
      await seen(MARKETING),
    );
    expect(revoke.status).toBe(403);
    expect((await call(SA, 'GET', `/admin/users/${encoded(AGENT)}`)).body.roles).toEqual(['Agent']);
    expect((await call(SA, 'GET', `/admin/users/${encoded(MARKETING)}`)).body.roles).toEqual([
      'MarketingAdmin',
    ]);
  });

  it('counts a staff-role grant for the security alarm and audits the roles before and after; other grants not', async () => {
    const counted = vi.spyOn(metrics, 'addMetric');
    try {
      const tm = await call(
        SA,
        'PUT',
        `/admin/users/${encoded(OTHER_AGENT)}/roles/TM`,
        await seen(OTHER_AGENT),
      );
      expect(tm.status).toBe(200);
      expect(counted.mock.calls.filter(([name]) => name === 'staffRoleGrants')).toEqual([]);
      const staff = await call(
        SA,
        'PUT',
        `/admin/users/${encoded(OTHER_AGENT)}/roles/CustomerService`,
        await seen(OTHER_AGENT),
      );
      expect(staff.status).toBe(200);
      expect(counted.mock.calls.filter(([name]) => name === 'staffRoleGrants')).toEqual([
        ['staffRoleGrants', 'Count', 1],
      ]);
    } finally {
      counted.mockRestore();
    }
    const [grant] = await auditRecordsOfTarget(`user:${OTHER_AGENT}`);
    expect(grant).toMatchObject({ action: 'admin.grantRole', actorUserName: SA });
    expect(JSON.parse(grant!.before!).roles.sort()).toEqual(['Agent', 'TM']);
    expect(JSON.parse(grant!.after!).roles.sort()).toEqual(['Agent', 'CustomerService', 'TM']);
    for (const role of ['CustomerService', 'TM'])
      expect(
        (
          await call(
            SA,
            'DELETE',
            `/admin/users/${encoded(OTHER_AGENT)}/roles/${role}`,
            await seen(OTHER_AGENT),
          )
        ).status,
      ).toBe(200);
  });
});

describe('users: concurrent edits', () => {
  it('of two role edits made on the same read, one is saved and the other refused with 409, nothing lost silently', async () => {
    const read = await seen(RACED);
    const [tm, rm] = await Promise.all([
      call(CS_ADMIN, 'PUT', `/admin/users/${encoded(RACED)}/roles/TM`, read),
      call(SA, 'PUT', `/admin/users/${encoded(RACED)}/roles/RM`, read),
    ]);
    expect([tm.status, rm.status].sort()).toEqual([200, 409]);
    const [saved, refused, lost] = tm.status === 200 ? [tm, rm, 'RM'] : [rm, tm, 'TM'];
    expect(refused.body.message).toBe('This user was changed by someone else. Reload and try again.');
    const now = (await call(SA, 'GET', `/admin/users/${encoded(RACED)}`)).body;
    expect(now.roles).toEqual(saved.body.roles);
    expect(now.roles).not.toContain(lost);
    expect(now.version).toBe(read.version + 1);
    // The page reloaded, the refused change goes through.
    const again = await call(SA, 'PUT', `/admin/users/${encoded(RACED)}/roles/${lost}`, await seen(RACED));
    expect(again.body.roles.sort()).toEqual(['Agent', 'RM', 'TM']);
    // A stale page's revoke is refused the same way, roles and memberships alike.
    expect((await call(SA, 'DELETE', `/admin/users/${encoded(RACED)}/roles/TM`, read)).status).toBe(409);
    expect((await call(SA, 'PUT', `/admin/users/${encoded(RACED)}/memberships/8`, read)).status).toBe(409);
    for (const role of ['TM', 'RM'])
      await call(SA, 'DELETE', `/admin/users/${encoded(RACED)}/roles/${role}`, await seen(RACED));
    expect((await call(SA, 'GET', `/admin/users/${encoded(RACED)}`)).body).toMatchObject({
      roles: ['Agent'],
      memberships: [{ agencyId: 7 }],
    });
  });
});

describe('users: memberships', () => {
  it('adds and removes an agency, audited, refusing an unknown agency or a second membership', async () => {
    const added = await call(
      CS_ADMIN,
      'PUT',
      `/admin/users/${encoded(OTHER_AGENT)}/memberships/8`,
      await seen(OTHER_AGENT),
    );
    expect(added.status).toBe(200);
    expect(added.body.memberships.map((m: { agencyId: number }) => m.agencyId)).toEqual([7, 8]);
    expect(
      (
        await call(
          CS_ADMIN,
          'PUT',
          `/admin/users/${encoded(OTHER_AGENT)}/memberships/8`,
          await seen(OTHER_AGENT),
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await call(
          CS_ADMIN,
          'PUT',
          `/admin/users/${encoded(OTHER_AGENT)}/memberships/99`,
          await seen(OTHER_AGENT),
        )
      ).status,
    ).toBe(404);

    const removed = await call(
      CS_ADMIN,
      'DELETE',
      `/admin/users/${encoded(OTHER_AGENT)}/memberships/7`,
      await seen(OTHER_AGENT),
    );
    expect(removed.body.memberships.map((m: { agencyId: number }) => m.agencyId)).toEqual([8]);
    const [removal, addition] = await auditRecordsOfTarget(`user:${OTHER_AGENT}`);
    expect(removal).toMatchObject({ action: 'admin.removeMembership' });
    expect(JSON.parse(removal!.before!).agencies).toEqual([7, 8]);
    expect(JSON.parse(removal!.after!).agencies).toEqual([8]);
    expect(addition).toMatchObject({ action: 'admin.addMembership', actorUserName: CS_ADMIN });
  });
});

describe('the audit trail', () => {
  it('lists impersonation sessions and Admin Center changes, filtered by actor, target and dates', async () => {
    const started = await impersonation(CSR, 'POST', '/impersonation/sessions', {
      userName: AGENT,
      reason: 'Ticket 4711',
    });
    expect(started.status).toBe(201);
    await impersonation(CSR, 'DELETE', '/impersonation/sessions/current', undefined, {
      headers: { 'x-session-token': started.body.sessionToken },
    });

    const all = await call(SA, 'GET', '/admin/audit');
    expect(all.status).toBe(200);
    const actions = all.body.results.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['impersonation.start', 'impersonation.end', 'admin.grantRole']),
    );
    expect(all.body.truncated).toBe(false);

    const byCsr = await call(SA, 'GET', `/admin/audit?actor=${encoded(CSR.toUpperCase())}`);
    expect(byCsr.body.results.every((entry: { actor: string }) => entry.actor === CSR)).toBe(true);
    expect(byCsr.body.results.map((entry: { action: string }) => entry.action)).toContain(
      'impersonation.start',
    );

    const ofAgent = await call(SA, 'GET', `/admin/audit?target=${encoded(`user:${AGENT}`)}`);
    expect(ofAgent.body.results.map((entry: { action: string }) => entry.action)).toEqual([
      'admin.revokeRole',
      'admin.grantRole',
    ]);
    const both = await call(SA, 'GET', `/admin/audit?actor=${encoded(CSR)}&target=${encoded(AGENT)}`);
    // Ending the session is itself a write made while impersonating.
    expect(both.body.results.map((entry: { action: string }) => entry.action).sort()).toEqual([
      'impersonation.end',
      'impersonation.start',
      'impersonation.write',
    ]);

    const today = new Date().toISOString().slice(0, 10);
    expect((await call(SA, 'GET', `/admin/audit?from=${today}&to=${today}`)).body.results.length).toBe(
      all.body.results.length,
    );
    expect((await call(SA, 'GET', '/admin/audit?from=2020-01-01&to=2020-01-02')).body.results).toEqual([]);
    const backwards = await call(SA, 'GET', '/admin/audit?from=2026-02-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
  });

  it('exports the filtered trail as CSV and Excel with before/after values', async () => {
    const csv = await call(SA, 'GET', `/admin/audit/export?format=csv&target=${encoded(`user:${AGENT}`)}`);
    expect(csv.status).toBe(200);
    const lines = (await (await fetch(csv.body.url)).text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('When,Action,Actor,Target,Route,Status,IP,Reason,Before,After');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`admin.revokeRole,${CS_ADMIN},user:${AGENT}`);
    expect(lines[1]).toContain('""roles"":[""Agent""]');

    const xlsx = await call(SA, 'GET', `/admin/audit/export?format=xlsx&actor=${encoded(CSR)}`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(xlsx.body.url)).arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(2).value).toBe('Action');
    const exported = [];
    for (let row = 2; row <= sheet.rowCount; row++) exported.push(sheet.getRow(row).getCell(2).value);
    expect(exported).toEqual(expect.arrayContaining(['impersonation.start', 'impersonation.end']));
  });
});
