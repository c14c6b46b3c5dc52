import { resetClock, setClock } from '@msc/shared/clock';
import { trackingFieldsOf } from '@msc/shared/rules/intelligent-mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderWithItems, writeOrderDetailRows } from '#orders/index';
import { givenDropOrder } from '../test/drop-orders';
import { useFreshTable } from '../test/fresh-table';
import { dropMailingOf } from './drop-mailings-store';
import { dropCounts, fileDropsOfOrder, mailDueDrops, piecesOfDrop } from './index';

const owner = { userName: 'mailer49', agencyId: 4902 };
const ORDER = 'ORDER-MAIL-1';

/** A recipient row of the line's drop (the order list contact table), as the recipients workflow writes it. */
const row = (rowNumber: number, drop: number, postalCode: string) => ({
  userName: owner.userName,
  orderId: ORDER,
  rowNumber,
  orderNumber: 'D-1',
  orderDate: '2026-11-20T15:00:00.000Z',
  listId: 'L-1',
  marketingChannel: 'Direct Mail',
  firstName: 'Ada',
  lastName: `Recipient ${rowNumber}`,
  addressLine1: `${rowNumber} Main St`,
  city: 'Seattle',
  state: 'WA',
  postalCode,
  agencyName: 'Drop Agency',
  statId: '4100000',
  productName: 'Cross-sell Letter',
  productNumber: 'L-1',
  responseCode: 'none',
  drop,
});

beforeAll(async () => {
  await useFreshTable();
  await givenDropOrder(ORDER, ['2026-11-23', '2026-11-30'], { subTotal: 0, paid: false }, owner);
  await writeOrderDetailRows([
    row(1, 1, '98101-1234'),
    row(2, 1, '98102'),
    row(3, 1, 'K1A 0B1'),
    row(4, 2, '98103-0001'),
  ]);
  const placed = await orderWithItems(owner.userName, ORDER);
  await fileDropsOfOrder(placed!.order, placed!.items);
  // The recipients workflow runs again after a failure: the drops stay filed once.
  await fileDropsOfOrder(placed!.order, placed!.items);
});
afterAll(resetClock);

const drop = (dropNumber: number) => ({ agencyId: owner.agencyId, orderId: ORDER, itemId: '1', dropNumber });

describe('the mail-drops job', () => {
  it('leaves a drop before its mail date alone', async () => {
    setClock('2026-11-20T12:00:00Z');
    expect((await mailDueDrops()).counts).toMatchObject({ drops: 0, pieces: 0 });
    expect(await dropCounts(drop(1))).toBeUndefined();
  });

  it('gives each routable recipient of a drop on its mail date a piece with a new IMb, once', async () => {
    setClock('2026-11-23T10:00:00Z');
    expect((await mailDueDrops()).counts).toMatchObject({ drops: 1, pieces: 2, skipped: 1 });
    const { pieces } = await piecesOfDrop(drop(1));
    expect(pieces.map((piece) => [piece.lastName, piece.routingCode, piece.stage])).toEqual([
      ['Recipient 1', '981011234', 'mailed'],
      ['Recipient 2', '98102', 'mailed'],
    ]);
    expect(new Set(pieces.map((piece) => piece.trackingCode)).size).toBe(2);
    for (const piece of pieces) {
      expect(trackingFieldsOf(piece.trackingCode)).toEqual({
        barcodeId: '00',
        serviceTypeId: '271',
        mailerId: '000000',
        serial: piece.serial,
      });
    }
    expect((await dropMailingOf(drop(1)))?.status).toBe('mailed');
    expect((await mailDueDrops()).counts).toMatchObject({ drops: 0 });
    expect((await dropCounts(drop(1)))?.pieces).toBe(2);
    // One of two drops mailed: the line and the order are still pending.
    const placed = await orderWithItems(owner.userName, ORDER);
    expect([placed?.order.orderStatusCode, placed?.items[0]?.status]).toEqual([1, 'Pending']);
  });

  it('mails the next drop on its own date with serials of its own', async () => {
    setClock('2026-11-30T10:00:00Z');
    expect((await mailDueDrops()).counts).toMatchObject({ drops: 1, pieces: 1 });
    const [second] = (await piecesOfDrop(drop(2))).pieces;
    const first = (await piecesOfDrop(drop(1))).pieces.map((piece) => piece.serial);
    expect(first).not.toContain(second?.serial);
  });

  it('completes the line with its last drop, and the order with its last line', async () => {
    const placed = await orderWithItems(owner.userName, ORDER);
    expect([placed?.order.orderStatusCode, placed?.items[0]?.status]).toEqual([100, 'Complete']);
  });
});
