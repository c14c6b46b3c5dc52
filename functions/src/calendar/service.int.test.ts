import { calendarTexts, validation } from '@msc/shared/messages';
import { Role } from '@msc/shared/rules/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordPlacedOrders } from '#orders/index';
import { backfillAgencyFigures } from '#orders/order-figures';
import { db } from '#platform/db';
import { monthTallyAndEntries } from '../test/calendar-tally';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { placedOrder } from '../test/placed-order';
import { handler } from './handler';

const call = callerOf(handler);

const AGENT = 'calendar-agent@test.local';
const NO_AGENCY = 'calendar-loner@test.local';
const STAFF = 'calendar-staff@test.local';
const OTHER = 'calendar-other@test.local';

const month = (userName: string, query: Record<string, string>) =>
  call(claimsFor(userName), 'GET', '/calendar/events', undefined, { query });
const day = (userName: string, date: string, query: Record<string, string> = {}) =>
  call(claimsFor(userName), 'GET', `/calendar/days/${date}`, undefined, { query });
const add = (userName: string, body: Record<string, unknown>) =>
  call(claimsFor(userName), 'POST', '/calendar/events', body);

const titles = (body: { events: { title: string }[] }) => body.events.map((event) => event.title);

async function givenEvent(
  ownerType: 'user' | 'agency' | 'national',
  ownerId: string,
  title: string,
  start: string,
  end = start,
) {
  const cls = ownerType === 'user' ? 'personal' : ownerType;
  await db()
    .entities.calendarEvent.put({
      ownerType,
      ownerId,
      eventId: `01J${title.replace(/\W/g, '').padEnd(23, '0').slice(0, 23).toUpperCase()}`,
      startDate: start,
      endDate: end,
      title,
      class: cls,
      type:
        ownerType === 'national'
          ? 'NATIONAL_EVENTS'
          : ownerType === 'agency'
            ? 'AGENCY_EVENTS'
            : 'SCHEDULED_EVENTS',
      category: 'MAIL_DROP',
    })
    .go();
}

async function givenOrder(
  orderId: string,
  orderDate: string,
  items: { name: string; mailDates: string[] }[],
  status = 100,
) {
  const { data: order } = await db()
    .entities.order.put(
      placedOrder({
        userName: OTHER,
        orderId,
        orderNumber: `MSC-${orderId}`,
        orderDate,
        agencyId: 1,
        orderStatusCode: status,
      }),
    )
    .go();
  const lines = [];
  for (const [index, item] of items.entries()) {
    const { data: line } = await db()
      .entities.orderItem.put({
        userName: OTHER,
        orderId,
        agencyId: 1,
        orderDate,
        itemId: String(index),
        productId: 'P1',
        itemNumber: 'AP-1',
        name: item.name,
        unitPrice: 55,
        quantity: 100,
        data: {
          isMultiChannel: false,
          channelType: 1,
          includePhoneNumber: false,
          targetCount: 100,
          ...(item.mailDates.length > 0
            ? {
                dropDetails: {
                  dropType: item.mailDates.length > 1 ? 'MULTIPLE' : 'ONE',
                  frequency: 1,
                  numberOfMailings: item.mailDates.length,
                  mailingDetails: item.mailDates.map((mailDate, drop) => ({
                    mailDate,
                    quantity: 100,
                    price: 5500,
                    dropNumber: drop + 1,
                  })),
                },
              }
            : {}),
        },
      })
      .go();
    lines.push(line);
  }
  // As placing it does: the order's entries in its agency's calendar.
  await recordPlacedOrders([{ order, items: lines }]);
}

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: 1 });
  await givenAgency({ agencyId: 2 });
  await givenUser({ userName: AGENT, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: OTHER, defaultAgencyId: 1 }, [1]);
  await givenUser({ userName: NO_AGENCY, defaultAgencyId: 0 }, []);
  await givenUser({ userName: STAFF, defaultAgencyId: 0, roles: [Role.SA], primaryRole: Role.SA }, []);
  await givenEvent('user', AGENT, 'Client review', '2026-03-10');
  await givenEvent('user', OTHER, 'Their dentist', '2026-03-11');
  await givenEvent('agency', '1', 'Agency open house', '2026-02-27', '2026-03-02');
  await givenEvent('agency', '2', 'Other agency picnic', '2026-03-05');
  await givenEvent('national', 'all', 'Insurance Awareness Day', '2026-03-28');
  await givenEvent('national', 'all', 'Ended in February', '2026-02-10', '2026-02-12');
  // A multi-drop letter ordered in January mails in February and March; a brochure order placed in March.
  await givenOrder('O1', '2026-01-20T15:00:00.000Z', [
    { name: 'Auto letter', mailDates: ['2026-02-16', '2026-03-16'] },
  ]);
  await givenOrder('O2', '2026-03-04T15:00:00.000Z', [{ name: 'Home brochure', mailDates: [] }]);
  await givenOrder('O3', '2026-03-05T15:00:00.000Z', [{ name: 'Canceled flyer', mailDates: [] }], 99);
});

describe('calendar month', () => {
  it("shows the user's, the agency's and the national events of the month, and counts the agency's real mail drops and collateral orders per day", async () => {
    const { status, body } = await month(AGENT, { month: '2026-03' });
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Agency open house', 'Client review', 'Insurance Awareness Day']);
    // O3 is canceled: it counts for nothing.
    expect(body.dayCounts).toEqual([
      { date: '2026-03-04', category: 'COLLATERAL_ORDERS', count: 1 },
      { date: '2026-03-16', category: 'MAIL_DROP', count: 1 },
    ]);
  });

  it('filters on type, category and classes', async () => {
    const national = (await month(AGENT, { month: '2026-03', type: 'NATIONAL_EVENTS' })).body;
    expect([titles(national), national.dayCounts]).toEqual([['Insurance Awareness Day'], []]);
    const collateral = (await month(AGENT, { month: '2026-03', category: 'COLLATERAL_ORDERS' })).body;
    expect([titles(collateral), collateral.dayCounts]).toEqual([
      [],
      [{ date: '2026-03-04', category: 'COLLATERAL_ORDERS', count: 1 }],
    ]);
    const noAgency = (await month(AGENT, { month: '2026-03', classes: 'personal,national' })).body;
    expect([titles(noAgency), noAgency.dayCounts]).toEqual([
      ['Client review', 'Insurance Awareness Day'],
      [],
    ]);
    expect((await month(AGENT, { month: '2026-13' })).status).toBe(400);
  });

  it('without an agency shows only the personal and national calendars', async () => {
    const { body } = await month(NO_AGENCY, { month: '2026-03' });
    expect([titles(body), body.dayCounts]).toEqual([['Insurance Awareness Day'], []]);
  });

  it("reads the month's counts, not its entries: an entry gone behind their back still counts until the backfill mends them", async () => {
    await givenOrder('O4', '2026-04-01T15:00:00.000Z', [
      { name: 'Win-back letter', mailDates: ['2026-05-11', '2026-05-12'] },
    ]);
    expect(await monthTallyAndEntries(1, '2026-05')).toEqual({
      tally: { '11:MAIL_DROP': 1, '12:MAIL_DROP': 1 },
      fromEntries: { '11:MAIL_DROP': 1, '12:MAIL_DROP': 1 },
    });
    await db()
      .entities.orderCalendarEntry.delete({ agencyId: 1, eventDate: '2026-05-12', eventId: 'order-O4-0-1' })
      .go();
    expect((await month(AGENT, { month: '2026-05' })).body.dayCounts).toHaveLength(2);
    expect(titles((await day(AGENT, '2026-05-12')).body)).toEqual([]);
    await backfillAgencyFigures(1);
    expect((await month(AGENT, { month: '2026-05' })).body.dayCounts).toEqual([
      { date: '2026-05-11', category: 'MAIL_DROP', count: 1 },
      { date: '2026-05-12', category: 'MAIL_DROP', count: 1 },
    ]);
    expect(titles((await day(AGENT, '2026-05-12')).body)).toEqual([
      calendarTexts.mailDrop('Win-back letter', 100),
    ]);
  });
});

describe('calendar day', () => {
  it("names every event on the day, the agency's mail drops and collateral orders among them", async () => {
    const march16 = await day(AGENT, '2026-03-16');
    expect(march16.status).toBe(200);
    expect(march16.body.events).toEqual([
      expect.objectContaining({
        title: calendarTexts.mailDrop('Auto letter', 100),
        category: 'MAIL_DROP',
        class: 'agency',
        startDate: '2026-03-16',
        content: 'Order MSC-O1',
      }),
    ]);
    // An event of several days is on each of them; the collateral order on the day it was placed.
    expect(titles((await day(AGENT, '2026-03-01')).body)).toEqual(['Agency open house']);
    const march4 = (await day(AGENT, '2026-03-04')).body;
    expect(march4.events).toEqual([
      expect.objectContaining({ title: 'Order MSC-O2 (collateral)', content: 'Home brochure' }),
    ]);
  });

  it('applies the filters, keeps other users and agencies out, and refuses a date that is not one', async () => {
    expect(titles((await day(AGENT, '2026-03-16', { category: 'COLLATERAL_ORDERS' })).body)).toEqual([]);
    expect(titles((await day(AGENT, '2026-03-16', { classes: 'personal,national' })).body)).toEqual([]);
    expect(titles((await day(AGENT, '2026-03-11')).body)).toEqual([]);
    expect(titles((await day(AGENT, '2026-03-05')).body)).toEqual([]);
    expect(titles((await day(NO_AGENCY, '2026-03-16')).body)).toEqual([]);
    expect((await day(AGENT, '2026-02-30')).status).toBe(400);
    expect((await day(AGENT, 'yesterday')).status).toBe(400);
  });
});

describe('add event', () => {
  const event = {
    startDate: '2026-03-20',
    endDate: '2026-03-21',
    title: 'Call back prospects',
    class: 'personal',
    type: 'SCHEDULED_EVENTS',
    category: 'MAIL_DROP',
  };

  it("adds to the user's own calendar and to the agency's, and the month shows them", async () => {
    expect((await add(AGENT, event)).status).toBe(201);
    expect((await add(AGENT, { ...event, title: 'Agency lunch', class: 'agency' })).status).toBe(201);
    const march = titles((await month(AGENT, { month: '2026-03' })).body);
    expect(march).toEqual(expect.arrayContaining(['Call back prospects', 'Agency lunch']));
    // The agency's event is the agency's: another of its users sees it, not the personal one.
    const theirs = titles((await month(OTHER, { month: '2026-03' })).body);
    expect(theirs).toContain('Agency lunch');
    expect(theirs).not.toContain('Call back prospects');
  });

  it('refuses ALL as a type, an end before the start, the agency calendar without an agency and the national one for non-staff', async () => {
    expect((await add(AGENT, { ...event, type: 'ALL' })).body.fieldErrors.type).toEqual([
      validation.selectSpecificOption,
    ]);
    expect((await add(AGENT, { ...event, endDate: '2026-03-01' })).body.fieldErrors.endDate).toEqual([
      validation.endBeforeStart,
    ]);
    expect(await add(NO_AGENCY, { ...event, class: 'agency' })).toMatchObject({
      status: 422,
      body: { message: calendarTexts.agencyNeeded },
    });
    expect(await add(AGENT, { ...event, class: 'national' })).toMatchObject({
      status: 422,
      body: { message: calendarTexts.nationalStaffOnly },
    });
    expect((await add(STAFF, { ...event, title: 'National mailing week', class: 'national' })).status).toBe(
      201,
    );
    expect(titles((await month(NO_AGENCY, { month: '2026-03' })).body)).toContain('National mailing week');
  });
});
