import { SESSION_TOKEN_HEADER } from '@msc/shared/api/impersonation';
import { apiErrors } from '@msc/shared/messages';
import { ReportGroupType } from '@msc/shared/model/enums';
import { beforeAll, describe, expect, it } from 'vitest';
import { backfillAgencyFigures } from '#orders/order-figures';
import { hashToken } from '#platform/authenticate';
import { db } from '#platform/db';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { placedOrder } from '../test/placed-order';
import { signEmbedToken } from './embed-token';
import { handler } from './handler';
import { reportEmbedSecret } from './reports-config';

const OWN = 510;
const OTHER = 520;
const SESSION = 'impersonation-token-of-the-csr';

const call = callerOf(handler);

async function givenOrder(
  userName: string,
  agencyId: number,
  orderId: string,
  orderDate: string,
  quantity: number,
) {
  await db()
    .entities.order.put(
      placedOrder({
        userName,
        orderId,
        orderNumber: `MSC-${orderId}`,
        orderDate,
        agencyId,
        subTotal: quantity * 55,
        total: quantity * 55,
        amountPaid: quantity * 55,
      }),
    )
    .go();
  await db()
    .entities.orderItem.put({
      userName,
      orderId,
      agencyId,
      orderDate,
      itemId: '01',
      productId: 'P1',
      itemNumber: 'AP-1',
      name: 'Letter',
      unitPrice: 55,
      quantity,
      data: {
        isMultiChannel: false,
        channelType: 1,
        includePhoneNumber: false,
        programType: 'CrossSell',
        targetCount: quantity,
        dropDetails: {
          dropType: 'ONE',
          frequency: 1,
          numberOfMailings: 1,
          startDate: orderDate.slice(0, 10),
          mailingDetails: [
            { mailDate: orderDate.slice(0, 10), quantity, price: quantity * 55, dropNumber: 1 },
          ],
        },
      },
    })
    .go();
}

const thisMonth = new Date().toISOString().slice(0, 7);

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: OWN });
  await givenAgency({ agencyId: OTHER });
  await givenUser({ userName: 'agent@test.local', defaultAgencyId: OWN }, [OWN]);
  await givenUser({ userName: 'other@test.local', defaultAgencyId: OTHER }, [OTHER]);
  await givenUser(
    { userName: 'employee@test.local', roles: ['Employee'], primaryRole: 'Employee', defaultAgencyId: OWN },
    [OWN],
  );
  // Outranks the two-role user (impersonation needs a strictly higher rank).
  await givenUser({
    userName: 'csr@test.local',
    roles: ['CustomerServiceAdmin'],
    primaryRole: 'CustomerServiceAdmin',
  });
  await givenUser(
    {
      userName: 'two-roles@test.local',
      roles: ['Agent', 'CustomerService'],
      primaryRole: 'Agent',
      defaultAgencyId: OWN,
    },
    [OWN],
  );
  const groups = [
    [ReportGroupType.ProgramReports, 'Program Reports'],
    [ReportGroupType.MSCActivity, 'MSC Activity'],
    [ReportGroupType.AdminReports, 'Admin Reports'],
  ] as const;
  for (const [index, [reportGroupType, name]] of groups.entries())
    await db().entities.reportGroup.put({ reportGroupType, name, sortOrder: index }).go();
  for (const [reportId, reportGroupType, name] of [
    ['3', ReportGroupType.ProgramReports, 'Annual Auto'],
    ['21', ReportGroupType.MSCActivity, 'Order Activity'],
    ['31', ReportGroupType.AdminReports, 'Agency Enrollment'],
  ] as const)
    await db()
      .entities.report.put({ reportId, reportGroupType, name, description: `${name} report` })
      .go();
  await givenOrder('agent@test.local', OWN, 'O1', `${thisMonth}-02T10:00:00.000Z`, 120);
  await givenOrder('agent@test.local', OWN, 'O2', `${thisMonth}-03T10:00:00.000Z`, 80);
  await givenOrder('other@test.local', OTHER, 'O3', `${thisMonth}-04T10:00:00.000Z`, 5000);
  // Written straight to the table, not placed: their agencies' figures as the backfill job writes them.
  await Promise.all([OWN, OTHER].map(backfillAgencyFigures));
  const now = new Date();
  await db()
    .entities.impersonationSession.create({
      tokenHash: hashToken(SESSION),
      actorUserName: 'csr@test.local',
      targetUserName: 'two-roles@test.local',
      created: now.toISOString(),
      expiresAt: new Date(now.getTime() + 3_600_000).toISOString(),
      ttl: Math.floor(now.getTime() / 1000) + 7200,
    })
    .go();
});

const groupNames = (body: { results: Array<{ name: string }> }) => body.results.map((group) => group.name);

describe('report groups', () => {
  it('shows Admin Reports only to admin-report roles', async () => {
    expect(groupNames((await call('agent@test.local', 'GET', '/reports')).body)).toEqual([
      'Program Reports',
      'MSC Activity',
    ]);
    expect(groupNames((await call('employee@test.local', 'GET', '/reports')).body)).toContain(
      'Admin Reports',
    );
    expect((await call('agent@test.local', 'GET', '/reports/31/token')).status).toBe(403);
  });

  it('ignores forImpersonator roles while impersonating a user who holds more than one role', async () => {
    expect(groupNames((await call('two-roles@test.local', 'GET', '/reports')).body)).toContain(
      'Admin Reports',
    );
    const impersonated = await call('csr@test.local', 'GET', '/reports', undefined, {
      headers: { [SESSION_TOKEN_HEADER]: SESSION },
    });
    expect(impersonated.status).toBe(200);
    expect(groupNames(impersonated.body)).not.toContain('Admin Reports');
  });
});

describe('favorite reports', () => {
  it('adds, lists and removes favorites of the user only', async () => {
    expect((await call('agent@test.local', 'PUT', '/report-favorites/21')).status).toBe(200);
    expect((await call('agent@test.local', 'PUT', '/report-favorites/21')).status).toBe(200);
    const favorites = await call('agent@test.local', 'GET', '/report-favorites');
    expect(favorites.body.results).toEqual([
      {
        id: '21',
        reportId: '21',
        name: 'Order Activity',
        description: 'Order Activity report',
        reportGroupName: 'MSC Activity',
      },
    ]);
    expect((await call('other@test.local', 'GET', '/report-favorites')).body.results).toEqual([]);
    const groups = await call('agent@test.local', 'GET', '/reports');
    const activity = groups.body.results.find((group: { name: string }) => group.name === 'MSC Activity');
    expect(activity.reports[0]).toMatchObject({ reportId: '21', isFavorite: true });
    expect((await call('agent@test.local', 'DELETE', '/report-favorites/21')).status).toBe(200);
    expect((await call('agent@test.local', 'GET', '/report-favorites')).body.results).toEqual([]);
  });

  it('refuses an unknown report and an admin report for a role that may not see it', async () => {
    expect((await call('agent@test.local', 'PUT', '/report-favorites/999')).status).toBe(404);
    expect((await call('agent@test.local', 'PUT', '/report-favorites/31')).status).toBe(403);
  });
});

describe('report token and viewer', () => {
  async function tokenFor(email: string, reportId: string) {
    const { status, body } = await call(email, 'GET', `/reports/${reportId}/token`);
    expect(status).toBe(200);
    return body;
  }

  it('embeds with the user name and agency number; figures come from the agency’s own orders only', async () => {
    const embed = await tokenFor('agent@test.local', '21');
    expect(embed).toMatchObject({
      userName: 'agent@test.local',
      agencyNumber: String(1000000 + OWN),
      viewer: 'portal',
    });
    expect(embed.embedUrl).toBe('/api/report-viewer/21');
    const { status, body } = await call('agent@test.local', 'POST', '/report-viewer/21', {
      token: embed.token,
      userName: embed.userName,
      agencyNumber: embed.agencyNumber,
    });
    expect(status).toBe(200);
    const orders = body.charts.find((chart: { id: string }) => chart.id === 'orders-by-program');
    expect(orders.rows.find((row: { month: string }) => row.month === thisMonth)).toMatchObject({
      CrossSell: 2,
    });
    const drops = body.charts.find((chart: { id: string }) => chart.id === 'mail-drops-by-month');
    expect(drops.rows.find((row: { month: string }) => row.month === thisMonth)).toEqual({
      month: thisMonth,
      drops: 2,
      pieces: 200,
    });
  });

  it('refuses a token of another user, another agency or another report, and an expired token, with no data', async () => {
    const own = await tokenFor('agent@test.local', '21');
    const others = await tokenFor('other@test.local', '21');
    const annual = await tokenFor('agent@test.local', '3');
    const secret = await reportEmbedSecret();
    const expired = await signEmbedToken(
      { userName: 'agent@test.local', agencyId: OWN, agencyNumber: own.agencyNumber, reportId: '21' },
      { secret, ttlSeconds: 60, now: new Date(Date.now() - 120_000) },
    );
    const attempts = [
      [
        { token: others.token, userName: others.userName, agencyNumber: others.agencyNumber },
        apiErrors.reportTokenMismatch,
      ],
      [
        { token: others.token, userName: own.userName, agencyNumber: own.agencyNumber },
        apiErrors.reportTokenMismatch,
      ],
      [
        { token: own.token, userName: own.userName, agencyNumber: others.agencyNumber },
        apiErrors.reportTokenMismatch,
      ],
      [
        { token: annual.token, userName: own.userName, agencyNumber: own.agencyNumber },
        apiErrors.reportTokenMismatch,
      ],
      [
        { token: expired.token, userName: own.userName, agencyNumber: own.agencyNumber },
        apiErrors.reportTokenExpired,
      ],
      [
        { token: 'forged', userName: own.userName, agencyNumber: own.agencyNumber },
        apiErrors.reportTokenInvalid,
      ],
    ] as const;
    for (const [body, message] of attempts) {
      const result = await call('agent@test.local', 'POST', '/report-viewer/21', body);
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ message, code: 'forbidden' });
    }
  });
});
