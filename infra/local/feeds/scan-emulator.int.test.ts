import {
  dropCounts,
  eventsOfPiece,
  type NewMailPiece,
  recordMailedPieces,
} from '@msc/functions/mail-tracking/index';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { resetClock, setClock } from '@msc/shared/clock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playScans } from './scan-emulator';

const drop = { agencyId: 4903, orderId: 'ORDER-EMU', itemId: '1', dropNumber: 1 };
const PIECES = 12;

const piece = (index: number): NewMailPiece => ({
  trackingCode: `00271000000${String(index).padStart(9, '0')}`,
  routingCode: ['606071234', '981011234', '100011234'][index % 3]!,
  mailerId: '000000',
  serial: String(index).padStart(9, '0'),
  ...drop,
  userName: 'emulated',
  orderNumber: 'E-1',
  mailDate: '2026-11-23',
  firstName: 'Ada',
  lastName: `Piece ${index}`,
  addressLine1: '1 Main St',
  city: 'Chicago',
  state: 'IL',
  postalCode: '60607-1234',
});

beforeAll(async () => {
  await useFreshTable();
  await recordMailedPieces(
    drop,
    Array.from({ length: PIECES }, (_, index) => piece(index + 1)),
  );
});
afterAll(resetClock);

describe('the scan emulator, through the receiver into the store', { timeout: 240_000 }, () => {
  it('plays the scans due by the fake clock, out of order, and a second play counts nothing twice', async () => {
    setClock('2026-11-25T12:00:00Z');
    const early = await playScans();
    expect(early.counts).toMatchObject({ unknownPiece: 0, invalid: 0 });
    const afterTwoDays = await dropCounts(drop);
    expect(afterTwoDays?.reached.enteredMailStream).toBe(PIECES);
    expect(afterTwoDays?.reached.outForDelivery).toBeLessThan(PIECES);

    setClock('2026-12-07T12:00:00Z');
    const week = await playScans();
    expect(week.counts).toMatchObject({ duplicate: early.scans, unknownPiece: 0, invalid: 0 });
    const counts = await dropCounts(drop);
    expect(counts?.reached.inLocalArea).toBe(PIECES);
    expect(counts?.reached.outForDelivery).toBe(PIECES);
    expect(counts?.at.returned).toBe(counts?.reached.returned);
    expect(counts!.at.outForDelivery + counts!.at.returned).toBe(PIECES);

    const again = await playScans();
    expect(again.counts).toMatchObject({ recorded: 0, duplicate: week.scans });
    expect(await dropCounts(drop)).toEqual(counts);
    const events = await eventsOfPiece(piece(1).trackingCode);
    expect(events.map((event) => event.scannedAt)).toEqual(events.map((event) => event.scannedAt).sort());
  });
});
