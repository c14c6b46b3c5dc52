import type { ScanEvent } from '@msc/shared/model/mail-tracking';
import { beforeAll, describe, expect, it } from 'vitest';
import { useFreshTable } from '../test/fresh-table';
import {
  claimSerials,
  type DropKey,
  dropCounts,
  eventsOfPiece,
  exceptionPieces,
  ingestScan,
  type NewMailPiece,
  pageOfDropPieces,
  pieceOf,
  piecesOfDrop,
  piecesOutForDelivery,
  recordMailedPieces,
} from './index';

const drop: DropKey = { agencyId: 4901, orderId: 'ORDER49', itemId: 'ITEM1', dropNumber: 1 };
const code = (serial: number) => `00270123456${String(serial).padStart(9, '0')}`;

function piece(serial: number): NewMailPiece {
  return {
    trackingCode: code(serial),
    routingCode: '981011234',
    mailerId: '123456',
    serial: String(serial).padStart(9, '0'),
    agencyId: drop.agencyId,
    userName: 'agent49',
    orderId: drop.orderId,
    orderNumber: 'W4900001',
    itemId: drop.itemId,
    dropNumber: drop.dropNumber,
    mailDate: '2026-11-23',
    firstName: 'Ada',
    lastName: `Piece ${serial}`,
    addressLine1: '1 Main St',
    city: 'Seattle',
    state: 'WA',
    postalCode: '98101-1234',
  };
}

const scan = (serial: number, event: ScanEvent['event'], scannedAt: string): ScanEvent => ({
  trackingCode: code(serial),
  event,
  scannedAt,
  facilityZip: '98101',
  ...(event === 'forwarded' ? { forwardZip: '98402' } : {}),
});
const RECEIVED = '2026-11-28T12:00:00.000Z';

beforeAll(async () => {
  await useFreshTable();
  await recordMailedPieces(drop, [1, 2, 3, 4].map(piece));
});

describe('mail tracking store', () => {
  it('claims serials in blocks that never overlap', async () => {
    expect(await claimSerials('123456', 100)).toBe(0);
    expect(await claimSerials('123456', 5)).toBe(100);
  });

  it('counts a drop’s mailed pieces and lists them by serial', async () => {
    expect((await dropCounts(drop))?.pieces).toBe(4);
    const first = await piecesOfDrop(drop, { limit: 3 });
    expect(first.pieces.map((p) => p.serial)).toEqual(['000000001', '000000002', '000000003']);
    const rest = await piecesOfDrop(drop, { limit: 3, cursor: first.cursor });
    expect(rest.pieces.map((p) => p.serial)).toEqual(['000000004']);
    expect(await dropCounts({ ...drop, dropNumber: 2 })).toBeUndefined();
  });

  it('reads a page of a drop’s pieces from its serial block, and a wrapped block whole', async () => {
    const serials = (page: { pieces: { serial: string }[] }) => page.pieces.map((p) => p.serial);
    const big: DropKey = { ...drop, itemId: 'ITEM2' };
    await recordMailedPieces(
      big,
      Array.from({ length: 30 }, (_, index) => ({ ...piece(1000 + index), itemId: 'ITEM2' })),
    );
    const third = await pageOfDropPieces(big, 3, 12);
    expect(third.total).toBe(30);
    expect(serials(third)).toEqual(Array.from({ length: 6 }, (_, i) => String(1024 + i).padStart(9, '0')));
    expect(serials(await pageOfDropPieces(big, 1, 12))).toHaveLength(12);
    expect((await pageOfDropPieces(big, 4, 12)).pieces).toEqual([]);
    // Serials past 999,999,999 start again at 0: the drop's block is two ranges, read whole and paged.
    const wrapped: DropKey = { ...drop, itemId: 'ITEM3' };
    await recordMailedPieces(
      wrapped,
      [999_999_998, 999_999_999, 0, 1].map((serial) => ({
        ...piece(serial),
        // Another mailer's codes: serials 0 and 1 of this one are the first drop's.
        trackingCode: `00270654321${String(serial).padStart(9, '0')}`,
        itemId: 'ITEM3',
      })),
    );
    const second = await pageOfDropPieces(wrapped, 2, 3);
    expect([second.total, serials(second)]).toEqual([4, ['999999999']]);
    expect(await pageOfDropPieces({ ...drop, itemId: 'NONE' }, 1, 12)).toEqual({ pieces: [], total: 0 });
  });

  it('counts the same scan twice once, and an out-of-order scan leaves the furthest stage', async () => {
    expect(await ingestScan(scan(1, 'outForDelivery', '2026-11-26T08:00:00-05:00'), RECEIVED)).toBe(
      'recorded',
    );
    expect(await ingestScan(scan(1, 'outForDelivery', '2026-11-26T13:00:00Z'), RECEIVED)).toBe('duplicate');
    expect(await ingestScan(scan(1, 'enteredMailStream', '2026-11-23T20:00:00Z'), RECEIVED)).toBe('recorded');
    expect(await ingestScan(scan(1, 'enteredMailStream', '2026-11-23T20:00:00Z'), RECEIVED)).toBe(
      'duplicate',
    );
    const moved = await pieceOf(code(1));
    expect(moved).toMatchObject({
      stage: 'outForDelivery',
      enteredMailStreamAt: '2026-11-23T20:00:00.000Z',
      outForDeliveryAt: '2026-11-26T13:00:00.000Z',
      outForDeliveryDay: '2026-11-26',
    });
    expect((await eventsOfPiece(code(1))).map((event) => event.event)).toEqual([
      'enteredMailStream',
      'outForDelivery',
    ]);
    const counts = await dropCounts(drop);
    expect(counts?.at).toEqual({
      mailed: 3,
      enteredMailStream: 0,
      inLocalArea: 0,
      outForDelivery: 1,
      returned: 0,
    });
    expect(counts?.reached).toEqual({ enteredMailStream: 1, inLocalArea: 0, outForDelivery: 1, returned: 0 });
  });

  it('lists the pieces out for delivery in a date range, both days included', async () => {
    await ingestScan(scan(2, 'outForDelivery', '2026-11-27T15:00:00Z'), RECEIVED);
    const codes = async (first: string, last: string) =>
      (await piecesOutForDelivery(drop.agencyId, first, last)).map((p) => p.trackingCode);
    expect(await codes('2026-11-26', '2026-11-27')).toEqual([code(1), code(2)]);
    expect(await codes('2026-11-27', '2026-11-27')).toEqual([code(2)]);
    expect(await codes('2026-11-28', '2026-12-04')).toEqual([]);
    expect(await piecesOutForDelivery(drop.agencyId + 1, '2026-11-01', '2026-11-30')).toEqual([]);
  });

  it('lists returned and forwarded pieces, a returned one as returned only', async () => {
    await ingestScan(scan(3, 'forwarded', '2026-11-25T10:00:00Z'), RECEIVED);
    await ingestScan(scan(4, 'forwarded', '2026-11-25T10:00:00Z'), RECEIVED);
    await ingestScan(scan(4, 'returned', '2026-11-27T10:00:00Z'), RECEIVED);
    expect((await exceptionPieces(drop.agencyId, 'forwarded')).map((p) => p.trackingCode)).toEqual([code(3)]);
    expect(await exceptionPieces(drop.agencyId, 'returned')).toMatchObject([
      { trackingCode: code(4), stage: 'returned', forwardZip: '98402' },
    ]);
    expect(await exceptionPieces(drop.agencyId, 'returned', '2026-11-28T00:00:00.000Z')).toEqual([]);
    const counts = await dropCounts(drop);
    expect(counts?.forwarded).toBe(2);
    expect(counts?.at.returned).toBe(1);
  });

  it('answers unknownPiece for a piece never mailed', async () => {
    expect(await ingestScan(scan(99, 'inLocalArea', '2026-11-25T10:00:00Z'), RECEIVED)).toBe('unknownPiece');
  });
});
