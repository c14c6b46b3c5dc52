import { now, resetClock, setClock } from '@msc/shared/clock';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '#platform/db';
import { givenDropOrder } from '../test/drop-orders';
import { useFreshTable } from '../test/fresh-table';
import { filteredHistoryPage } from './filtered-history';
import { completeMailedLine } from './line-completion';
import { orderWithItems } from './orders-store';

const owner = { userName: 'completer@test.local', agencyId: 5120 };
const ORDER = 'ORDER-COMPLETE-1';
const line = (itemId: string, drops: string[]) => ({
  itemId,
  unitPrice: 20,
  quantity: 100 * drops.length,
  drops,
  dropPrice: 2000,
});
const ref = (itemId: string) => ({ userName: owner.userName, orderId: ORDER, itemId });
const statuses = async () => {
  const found = await orderWithItems(owner.userName, ORDER, { consistent: true });
  return { order: found?.order.orderStatusCode, lines: found?.items.map((item) => item.status) };
};

beforeAll(async () => {
  await useFreshTable();
  await givenDropOrder(ORDER, [], { subTotal: 0, paid: false }, owner, [
    line('1', ['2026-11-23', '2026-11-30']),
    line('2', ['2026-12-07']),
  ]);
  await db().entities.order.patch({ userName: owner.userName, orderId: ORDER }).set({ ordinal: 1 }).go();
  await db()
    .entities.orderCounter.put({ ...owner, count: 1 })
    .go();
});
afterAll(resetClock);

describe('a mailed line', () => {
  it('stays pending while one of its drops is still to mail', async () => {
    setClock('2026-11-24T15:00:00Z');
    expect(await completeMailedLine(ref('1'), now())).toBe('notYet');
    expect(await statuses()).toEqual({ order: OrderStatusCode.Pending, lines: ['Pending', 'Pending'] });
  });

  it('is Complete with its last drop; the order waits for its other line', async () => {
    setClock('2026-11-30T15:00:00Z');
    expect(await completeMailedLine(ref('1'), now())).toBe('completed');
    expect(await statuses()).toEqual({ order: OrderStatusCode.Pending, lines: ['Complete', 'Pending'] });
    // Asked again (a job run again): nothing more changes.
    expect(await completeMailedLine(ref('1'), now())).toBe('notYet');
  });

  it('completes the order with its last line, and the history’s Completed filter finds it', async () => {
    setClock('2026-12-07T15:00:00Z');
    expect(await completeMailedLine(ref('2'), now())).toBe('orderCompleted');
    expect(await statuses()).toEqual({ order: OrderStatusCode.Completed, lines: ['Complete', 'Complete'] });
    const completed = await filteredHistoryPage(owner.userName, owner.agencyId, { status: 100 }, 1, 10);
    expect(completed?.orders.map((order) => order.orderId)).toEqual([ORDER]);
  });
});
