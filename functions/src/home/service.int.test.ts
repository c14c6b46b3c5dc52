import { nowMs, resetClock, setClock } from '@msc/shared/clock';
import { businessToday } from '@msc/shared/rules/business-date';
import { NEW_RESPONSES_DAYS, NEW_RESPONSES_SHOWN } from '@msc/shared/rules/new-responses';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { recordResponse } from '#responses/index';
import { givenAgency, givenProduct, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const OWN = 610;
const FOREIGN = 620;
const call = callerOf(handler);

// Days in New York, as the service counts them (in the UTC evening the UTC date is already tomorrow).
const day = (offset: number) => businessToday(new Date(Date.now() + offset * 86_400_000));

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: OWN, isOwnerMaster: true });
  await givenAgency({ agencyId: FOREIGN, isOwnerMaster: true });
  await givenUser({ userName: 'agent@test.local', defaultAgencyId: OWN }, [OWN]);
  await givenUser({ userName: 'tm@test.local', roles: ['TM'], primaryRole: 'TM' });
  const announcement = (
    announcementId: string,
    startDate: string,
    endDate?: string,
    audienceRoles: string[] = [],
  ) =>
    db()
      .entities.announcement.put({
        announcementId,
        title: announcementId,
        body: '<p>x</p>',
        startDate,
        endDate,
        audienceRoles,
      })
      .go();
  await announcement('current', day(-5), day(5));
  await announcement('agents-only', day(-3), undefined, ['Agent']);
  await announcement('ended', day(-30), day(-1));
  await announcement('future', day(2), day(30));
  for (const [agencyId, igniteStatus] of [
    [OWN, 'Partner'],
    [FOREIGN, 'Advantage'],
  ] as const)
    await db()
      .entities.igniteDetails.put({
        agencyId,
        statId: String(agencyId),
        igniteStatus,
        usage: 1,
        remaining: 2,
        reductionRate: 0.25,
        updated: new Date().toISOString(),
      })
      .go();
  await givenProduct({ productId: 'P-SAVED', name: 'Saved letter', itemNumber: 'AP-1' });
  for (const [orderStateId, saved, parentId, updated] of [
    ['S1', true, '', '2026-01-01T00:00:00.000Z'],
    ['S2', true, '', '2026-02-01T00:00:00.000Z'],
    ['S2-email', true, 'S2', '2026-02-01T00:00:00.000Z'],
    ['S3', false, '', '2026-03-01T00:00:00.000Z'],
  ] as const)
    await db()
      .entities.orderState.put({
        userName: 'agent@test.local',
        orderStateId,
        parentId,
        agencyId: OWN,
        productId: 'P-SAVED',
        programType: 'CrossSell',
        statCode: String(OWN),
        channelType: parentId ? 2 : 1,
        isStateSaved: saved,
        created: updated,
        updated,
      })
      .go();
});

afterEach(() => resetClock());

describe('home panels', () => {
  it('shows announcements in their date window and for the user’s roles, newest first', async () => {
    const agent = await call('agent@test.local', 'GET', '/home/announcements');
    expect(agent.body.announcements.map((item: { id: string }) => item.id)).toEqual([
      'agents-only',
      'current',
    ]);
    const tm = await call('tm@test.local', 'GET', '/home/announcements');
    expect(tm.body.announcements.map((item: { id: string }) => item.id)).toEqual(['current']);
  });

  it('gives the ignite details of the agency in effect only, and none without an agency', async () => {
    const own = await call('agent@test.local', 'GET', '/agency/current/ignite-details');
    expect(own.body.igniteDetails).toMatchObject({ igniteStatus: 'Partner', statId: String(OWN) });
    expect((await call('tm@test.local', 'GET', '/agency/current/ignite-details')).body).toEqual({});
  });

  it('lists the user’s saved items, newest first, without the email children or unsaved states', async () => {
    const { body } = await call('agent@test.local', 'GET', '/home/saved-items');
    expect(body.results.map((item: { id: string }) => item.id)).toEqual(['S2', 'S1']);
    expect(body.results[0]).toMatchObject({ productName: 'Saved letter', itemNumber: 'AP-1' });
    expect((await call('tm@test.local', 'GET', '/home/saved-items')).body.results).toEqual([]);
  });

  it('lists the newest responses of the session’s agency only, at most a few of the last two weeks, newest first', async () => {
    const at = (daysAgo: number, minute: number) =>
      new Date(nowMs() - daysAgo * 86_400_000 + minute * 60_000).toISOString();
    const respond = async (agencyId: number, recipientName: string, when: string) => {
      setClock(when);
      await recordResponse({
        agencyId,
        orderId: 'ORDER-R',
        itemId: 'ITEM-R',
        orderNumber: 'D-77',
        userName: 'agent@test.local',
        drop: 2,
        recipientId: recipientName,
        recipientName,
        pieceName: 'Cross-Sell Auto Letter',
        code: 'ABCDEFGHJK',
        kind: 'form',
      });
      resetClock();
    };
    await respond(OWN, 'Too Old', at(NEW_RESPONSES_DAYS + 1, 0));
    for (let minute = 1; minute <= NEW_RESPONSES_SHOWN + 1; minute++)
      await respond(OWN, `Own ${minute}`, at(1, minute));
    await respond(FOREIGN, 'Foreign', at(0, -1));
    const { status, body } = await call('agent@test.local', 'GET', '/home/new-responses');
    expect(status).toBe(200);
    expect(body.results.map((item: { recipientName: string }) => item.recipientName)).toEqual(
      Array.from({ length: NEW_RESPONSES_SHOWN }, (_, index) => `Own ${NEW_RESPONSES_SHOWN + 1 - index}`),
    );
    expect(body.results[0]).toMatchObject({
      kind: 'form',
      pieceName: 'Cross-Sell Auto Letter',
      drop: 2,
      orderId: 'ORDER-R',
      orderNumber: 'D-77',
      itemId: 'ITEM-R',
    });
    expect((await call('tm@test.local', 'GET', '/home/new-responses')).body.results).toEqual([]);
  });
});
