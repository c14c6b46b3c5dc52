import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { useFreshTable } from '../test/fresh-table';
import { LONGEST_CALENDAR_EVENT_DAYS } from './entities/calendar-event';

const AGENCY = 10;
const FOREIGN = 99;
const contact = (firstName: string) => ({
  firstName,
  lastName: 'Lee',
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
});

beforeAll(async () => {
  await useFreshTable();
  const { entities } = db();
  await entities.agencyEmail
    .put([
      {
        agencyId: AGENCY,
        emailId: 'E1',
        companySegmentId: 101,
        name: 'Desk',
        email: 'desk@a.example',
        programs: ['CrossSell'],
      },
      { agencyId: AGENCY, emailId: 'E2', companySegmentId: 0, name: 'Owner', email: 'own@a.example' },
      { agencyId: AGENCY, emailId: 'E3', companySegmentId: 101, name: 'Leads', email: 'leads@a.example' },
      { agencyId: FOREIGN, emailId: 'E9', companySegmentId: 101, name: 'Foreign', email: 'f@b.example' },
    ])
    .go();
  const event = (
    ownerType: 'user' | 'agency' | 'national',
    ownerId: string,
    eventId: string,
    start: string,
    end: string,
  ) => ({
    ownerType,
    ownerId,
    eventId,
    startDate: start,
    endDate: end,
    title: eventId,
    class: ownerType === 'user' ? ('personal' as const) : ownerType,
    type: 'SCHEDULED_EVENTS' as const,
    category: 'MAIL_DROP' as const,
  });
  await entities.calendarEvent
    .put([
      event('agency', String(AGENCY), 'before', '2026-09-20', '2026-09-25'),
      event('agency', String(AGENCY), 'spans', '2026-10-28', '2026-11-03'),
      event('agency', String(AGENCY), 'inside', '2026-11-10', '2026-11-10'),
      event('agency', String(AGENCY), 'after', '2026-12-01', '2026-12-01'),
      event('agency', String(FOREIGN), 'foreign', '2026-11-10', '2026-11-10'),
      event('national', 'all', 'thanksgiving', '2026-11-26', '2026-11-26'),
      event('user', 'me@test.local', 'review', '2026-11-05', '2026-11-05'),
    ])
    .go();
  await entities.mailList
    .put([
      {
        agencyId: AGENCY,
        mailListId: 'L1',
        userName: 'me@test.local',
        name: 'Old',
        mailListContactsCount: 3,
      },
      {
        agencyId: AGENCY,
        mailListId: 'L2',
        userName: 'colleague@test.local',
        name: 'Other user',
        mailListContactsCount: 0,
      },
      {
        agencyId: AGENCY,
        mailListId: 'L3',
        userName: 'me@test.local',
        name: 'New',
        mailListContactsCount: 0,
      },
      {
        agencyId: FOREIGN,
        mailListId: 'L9',
        userName: 'me@test.local',
        name: 'Foreign',
        mailListContactsCount: 0,
      },
    ])
    .go();
  await entities.mailListContact
    .put(
      ['Ann', 'Bob', 'Cy', 'Di', 'Ed', 'Flo', 'Gus', 'Hal', 'Ida', 'Jo', 'Kim'].map((name, index) => ({
        agencyId: AGENCY,
        mailListId: 'L1',
        rowNumber: index + 1,
        contact: contact(name),
      })),
    )
    .go();
});

describe('agency email preferences (agency-owned)', () => {
  it('lists the agency’s emails, and those of one company segment', async () => {
    const { entities } = db();
    const all = await entities.agencyEmail.query.emailsOfAgency({ agencyId: AGENCY }).go();
    expect(all.data.map((email) => email.emailId)).toEqual(['E1', 'E2', 'E3']);
    const segment = await entities.agencyEmail.query
      .emailsOfCompanySegment({ agencyId: AGENCY, companySegmentId: 101 })
      .go();
    expect(segment.data.map((email) => email.emailId)).toEqual(['E1', 'E3']);
  });

  it('does not reach another agency’s email by id', async () => {
    expect((await db().entities.agencyEmail.get({ agencyId: AGENCY, emailId: 'E9' }).go()).data).toBeNull();
  });
});

describe('calendar events', () => {
  it('reads a month of one calendar: start in the reach-back window, end filter drops what ended before', async () => {
    const monthStart = '2026-11-01';
    const reachBack = new Date(Date.parse(monthStart) - LONGEST_CALENDAR_EVENT_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const { data } = await db()
      .entities.calendarEvent.query.eventsOfCalendar({ ownerType: 'agency', ownerId: String(AGENCY) })
      .between({ startDate: reachBack }, { startDate: '2026-11-30' })
      .where(({ endDate }, { gte }) => gte(endDate, monthStart))
      .go();
    expect(data.map((event) => event.eventId)).toEqual(['spans', 'inside']);
  });

  it('keeps personal, agency and national calendars apart', async () => {
    const { calendarEvent } = db().entities;
    const national = await calendarEvent.query
      .eventsOfCalendar({ ownerType: 'national', ownerId: 'all' })
      .go();
    const personal = await calendarEvent.query
      .eventsOfCalendar({ ownerType: 'user', ownerId: 'me@test.local' })
      .go();
    expect([national.data.map((e) => e.eventId), personal.data.map((e) => e.eventId)]).toEqual([
      ['thanksgiving'],
      ['review'],
    ]);
  });
});

describe('mail lists (agency lists)', () => {
  it('lists the agency’s lists newest first, and the user’s own uploads for that agency', async () => {
    const { mailList } = db().entities;
    const agencyLists = await mailList.query.listsOfAgency({ agencyId: AGENCY }).go({ order: 'desc' });
    expect(agencyLists.data.map((list) => list.mailListId)).toEqual(['L3', 'L2', 'L1']);
    const mine = await mailList.query
      .listsOfUser({ agencyId: AGENCY, userName: 'me@test.local' })
      .go({ order: 'desc' });
    expect(mine.data.map((list) => list.mailListId)).toEqual(['L3', 'L1']);
  });

  it('pages a list’s contacts in upload order (row 10 after row 9: padded keys)', async () => {
    const query = db().entities.mailListContact.query.contactsOfList({ agencyId: AGENCY, mailListId: 'L1' });
    const first = await query.go({ limit: 5 });
    expect(first.data.map((row) => row.contact.firstName)).toEqual(['Ann', 'Bob', 'Cy', 'Di', 'Ed']);
    const rest = await query.go({ limit: 10, cursor: first.cursor });
    expect(rest.data.map((row) => row.rowNumber)).toEqual([6, 7, 8, 9, 10, 11]);
    expect(rest.cursor).toBeNull();
  });

  it('never returns a list through another agency’s key', async () => {
    const { data } = await db()
      .entities.mailListContact.query.contactsOfList({ agencyId: FOREIGN, mailListId: 'L1' })
      .go();
    expect(data).toEqual([]);
  });
});

describe('ignite details', () => {
  it('is one item per agency', async () => {
    const { igniteDetails } = db().entities;
    await igniteDetails
      .put({
        agencyId: AGENCY,
        statId: '1122000',
        igniteStatus: 'Launch',
        reductionRate: 0.15,
        updated: '2026-11-01',
      })
      .go();
    expect((await igniteDetails.get({ agencyId: AGENCY }).go()).data).toMatchObject({
      igniteStatus: 'Launch',
      usage: 0,
    });
    expect((await igniteDetails.get({ agencyId: FOREIGN }).go()).data).toBeNull();
  });
});
