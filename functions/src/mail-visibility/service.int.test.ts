import { resetClock, setClock } from '@msc/shared/clock';
import type { ScanEvent } from '@msc/shared/model/mail-tracking';
import { OBSERVED_IN_HOME } from '@msc/shared/rules/observed-in-home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DropKey, ingestScanAndAct, type NewMailPiece, recordMailedPieces } from '#mail-tracking/index';
import { db } from '#platform/db';
import { cleanRecipients } from '../personalization/list-cleaning';
import { returnedMailCheck } from '../personalization/returned-mail';
import { givenDropOrder } from '../test/drop-orders';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { handler } from './handler';

const ME = 'mail-me@test.local';
const OTHER = 'mail-other@test.local';
const AGENCY = 4902;
const call = callerOf(handler);
// Thursday 19 November 2026, 3 p.m. in New York: the week is 16-22 November.
const NOW = '2026-11-19T20:00:00Z';
const MAIL_DATE = '2026-11-16';
const code = (serial: number) => `00270123456${String(serial).padStart(9, '0')}`;

const drop: DropKey = { agencyId: AGENCY, orderId: 'MAILED', itemId: '1', dropNumber: 1 };
function piece(serial: number): NewMailPiece {
  return {
    trackingCode: code(serial),
    routingCode: '981011234',
    mailerId: '123456',
    serial: String(serial).padStart(9, '0'),
    agencyId: AGENCY,
    userName: ME,
    orderId: drop.orderId,
    orderNumber: 'W4900002',
    itemId: drop.itemId,
    dropNumber: drop.dropNumber,
    mailDate: MAIL_DATE,
    firstName: 'Ada',
    lastName: `Reader ${serial}`,
    addressLine1: `${serial} MAIN ST`,
    city: 'SEATTLE',
    state: 'WA',
    postalCode: '98101-1234',
    phone: '2065550100',
  };
}
const scan = (serial: number, event: ScanEvent['event'], scannedAt: string): ScanEvent => ({
  trackingCode: code(serial),
  event,
  scannedAt,
  facilityZip: '98101',
  ...(event === 'forwarded' ? { forwardZip: '98402' } : {}),
});

beforeAll(async () => {
  await useFreshTable();
  setClock(new Date(NOW));
  await givenAgency({ agencyId: AGENCY, postalCode: '98101' });
  await givenUser({ userName: ME, defaultAgencyId: AGENCY, hasChosenAgency: true }, [AGENCY]);
  await givenUser({ userName: OTHER, defaultAgencyId: AGENCY, hasChosenAgency: true }, [AGENCY]);
  await givenDropOrder(
    drop.orderId,
    [MAIL_DATE],
    { subTotal: 2000, paid: false },
    { userName: ME, agencyId: AGENCY },
  );
  await recordMailedPieces(drop, [1, 2, 3, 4].map(piece));
  const at = new Date().toISOString();
  // 1: out for delivery Tuesday (delivered by estimate); 2: out today; 3: returned; 4: forwarded, in transit.
  for (const event of [
    scan(1, 'enteredMailStream', '2026-11-16T22:00:00Z'),
    scan(1, 'inLocalArea', '2026-11-17T09:00:00Z'),
    scan(1, 'outForDelivery', '2026-11-17T13:00:00Z'),
    scan(2, 'outForDelivery', '2026-11-19T13:00:00Z'),
    scan(2, 'enteredMailStream', '2026-11-16T22:00:00Z'),
    scan(3, 'enteredMailStream', '2026-11-16T22:00:00Z'),
    scan(3, 'returned', '2026-11-18T15:00:00Z'),
    scan(4, 'enteredMailStream', '2026-11-16T22:00:00Z'),
    scan(4, 'forwarded', '2026-11-18T15:00:00Z'),
  ]) {
    expect(await ingestScanAndAct(event, at)).toBe('recorded');
  }
  // The same return again acts once.
  expect(await ingestScanAndAct(scan(3, 'returned', '2026-11-18T15:00:00Z'), at)).toBe('duplicate');
});
afterAll(() => resetClock());

describe('what the agent sees of a drop', () => {
  it('shows the timeline with counts and percentages of the pieces mailed', async () => {
    const response = await call(ME, 'GET', '/orders/MAILED/items/1/drops/1/timeline');
    expect(response.status).toBe(200);
    expect(response.body.pieces).toBe(4);
    expect(response.body.forwarded).toBe(1);
    expect(response.body.stages).toEqual([
      { stage: 'enteredMailStream', count: 4, percent: 100 },
      { stage: 'inLocalArea', count: 2, percent: 50 },
      { stage: 'outForDelivery', count: 2, percent: 50 },
      { stage: 'deliveredByEstimate', count: 1, percent: 25 },
      { stage: 'returned', count: 1, percent: 25 },
    ]);
  });

  it('lists the pieces and each piece’s scans in the order they happened', async () => {
    const pieces = await call(ME, 'GET', '/orders/MAILED/items/1/drops/1/pieces');
    expect(pieces.body.results.map((row: { stage: string }) => row.stage)).toEqual([
      'outForDelivery',
      'outForDelivery',
      'returned',
      'enteredMailStream',
    ]);
    expect(pieces.body.results[0].deliveredByEstimate).toBe(true);
    const scans = await call(ME, 'GET', `/mail-pieces/${code(1)}/scans`);
    expect(scans.body.scans.map((row: { event: string }) => row.event)).toEqual([
      'enteredMailStream',
      'inLocalArea',
      'outForDelivery',
    ]);
  });

  it('finds nothing of another user’s order or piece', async () => {
    expect((await call(OTHER, 'GET', '/orders/MAILED/items/1/drops/1/timeline')).status).toBe(404);
    expect((await call(OTHER, 'GET', `/mail-pieces/${code(1)}/scans`)).status).toBe(404);
    expect((await call(OTHER, 'GET', '/mail-pieces/arriving-this-week')).body.totalCount).toBe(0);
  });
});

describe('arriving in homes this week', () => {
  it('lists the recipients whose pieces went out for delivery this week, with the day to call', async () => {
    const response = await call(ME, 'GET', '/mail-pieces/arriving-this-week');
    expect(response.body).toMatchObject({ first: '2026-11-16', last: '2026-11-22', totalCount: 2 });
    expect(
      response.body.results.map((row: { lastName: string; callOn: string }) => [row.lastName, row.callOn]),
    ).toEqual([
      ['Reader 1', '2026-11-19'],
      ['Reader 2', '2026-11-23'],
    ]);
  });

  it('exports the list', async () => {
    const response = await call(ME, 'GET', '/mail-pieces/arriving-this-week/export?format=csv');
    expect(response.status).toBe(200);
    const file = await fetch(response.body.url).then((answer) => answer.text());
    expect(file).toContain('Reader 2');
    expect(file).toContain('11/23/2026');
  });
});

describe('returned and forwarded mail acted on', () => {
  it('leaves the returned address out of the next cleaning, with the reason', async () => {
    const next = [piece(3), piece(1)].map((p) => ({ ...p, addressLine1: p.addressLine1.toLowerCase() }));
    const { mailContacts, listCleaning } = cleanRecipients(next, {
      onePerHousehold: false,
      optedOut: 0,
      unitPrice: 100,
      isReturned: await returnedMailCheck(next),
    });
    expect(mailContacts.map((contact) => contact.lastName)).toEqual(['Reader 1']);
    expect(listCleaning).toMatchObject({
      returnedMail: 1,
      removed: [{ lastName: 'Reader 3', reason: 'returned-mail' }],
    });
  });

  it('marks a forwarded recipient as moved on the agency’s Moving list', async () => {
    const { data } = await db()
      .entities.movingRecord.query.recordsOfList({ agencyId: AGENCY, listDate: '2026-11-01' })
      .go();
    expect(data.map((record) => [record.lastName, record.moveSource])).toEqual([
      ['Reader 4', 'USPS forward'],
    ]);
  });
});

describe('the planner learns', () => {
  it('answers the rule for an area with too few pieces, the observed times past the threshold', async () => {
    expect((await call(ME, 'GET', '/in-home-times')).body).toEqual({
      source: 'rule',
      first: 3,
      last: 10,
      pieces: 2,
    });
    // Enough pieces seen to 981, each out for delivery 2 drop days after its drop date.
    await db()
      .entities.deliveryTimes.update({ zip3: '981', mailClass: 'marketing', month: '2026-10', days: 2 })
      .add({ pieces: OBSERVED_IN_HOME.minPieces })
      .go();
    expect((await call(ME, 'GET', '/in-home-times?zip3=981')).body).toMatchObject({
      source: 'observed',
      first: 2,
      last: 2,
    });
  });
});
