import { apiErrors } from '@msc/shared/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { refundDrop } from '#payments/index';
import { changeable, givenDropOrder, refundsOf, stripe, type TestLine } from '../test/drop-orders';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { calendarEntriesBetween } from './calendar-reads-store';
import { capturePayment } from './capture-payment';
import { writeDrops } from './drop-writes';
import { handler } from './handler';
import { linesWithCancelsBefore } from './order-money-store';
import { orderWithItems } from './orders-store';
import { reconcilePendingCancels } from './pending-cancel';

/**
 * Issue 42: a drop's refund is bounded by what its line paid; a cancel writes its marker before the refund
 * and the cancel after it, so moves racing it never leave a refund beside a drop still mailing; a capture
 * racing a cancel takes the total less what the cancel released; the reconciler finishes or rolls back a
 * cancel left under way.
 */

const ME = 'races-me@test.local';
const AGENCY = 51;
const call = callerOf(handler);
const me = claimsFor(ME);

const givenOrder = (
  orderId: string,
  money: { subTotal: number; discountTotal?: number; paid: boolean; held?: boolean },
  lines?: TestLine[],
) =>
  givenDropOrder(
    orderId,
    lines?.[0]?.drops ?? [changeable(0), changeable(5), changeable(10)],
    money,
    { userName: ME, agencyId: AGENCY },
    lines,
  );
const cancel = (orderId: string, itemId: string, dropNumber: number) =>
  call(me, 'POST', `/orders/${orderId}/items/${itemId}/drops/${dropNumber}/cancel`);
const move = (orderId: string, itemId: string, dropNumber: number, mailDate: string) =>
  call(me, 'PUT', `/orders/${orderId}/items/${itemId}/drops/${dropNumber}`, { mailDate });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const lineOf = async (orderId: string, itemId = '1') => {
  const found = (await orderWithItems(ME, orderId))!;
  return { ...found, item: found.items.find((item) => item.itemId === itemId)! };
};
const dropOf = async (orderId: string, dropNumber: number, itemId = '1') =>
  (await lineOf(orderId, itemId)).item.data!.dropDetails!.mailingDetails[dropNumber - 1]!;

/** A $1.00 line whose one drop says $50.00, beside a $50.00 line: 10% off, the cheap line paid $0.90. */
const cheapAndDear: TestLine[] = [
  { itemId: '1', unitPrice: 1, quantity: 100, drops: [changeable(1)], dropPrice: 5000 },
  { itemId: '2', unitPrice: 50, quantity: 100, drops: [changeable(2)], dropPrice: 5000 },
];

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenUser({ userName: ME, defaultAgencyId: AGENCY, hasChosenAgency: true }, [AGENCY]);
});

describe('a drop gives back at most what its line paid', () => {
  it('refunds a cheap line’s drop no more than that line paid, and the dear line its own share', async () => {
    const { paymentIntentId } = await givenOrder(
      'CHEAP',
      { subTotal: 5100, discountTotal: 510, paid: true },
      cheapAndDear,
    );
    const cheap = await cancel('CHEAP', '1', 1);
    expect(cheap.status, JSON.stringify(cheap.body)).toBe(200);
    expect(cheap.body.refunded).toBe(90);
    expect(await refundsOf(paymentIntentId)).toEqual([90]);
    const { order, item } = await lineOf('CHEAP', '1');
    expect([item.amountRefunded, order.amountRefunded]).toEqual([90, 90]);

    const dear = await cancel('CHEAP', '2', 1);
    expect(dear.body.refunded).toBe(4500);
    expect((await refundsOf(paymentIntentId)).sort((a, b) => a - b)).toEqual([90, 4500]);
    expect(sum(await refundsOf(paymentIntentId))).toBeLessThanOrEqual(5100 - 510);
  });

  it('releases of a held payment no more than the cheap line was charged: the capture takes the rest', async () => {
    const { paymentIntentId } = await givenOrder(
      'CHEAPHELD',
      { subTotal: 5100, discountTotal: 510, paid: false, held: true },
      cheapAndDear,
    );
    expect((await cancel('CHEAPHELD', '1', 1)).status).toBe(200);
    const { order, item } = await lineOf('CHEAPHELD', '1');
    expect([item.amountReleased, order.amountReleased]).toEqual([90, 90]);
    await capturePayment(ME, 'CHEAPHELD', paymentIntentId);
    expect((await stripe().paymentIntents.retrieve(paymentIntentId!)).amount_received).toBe(4590 - 90);
  });
});

describe('a cancel raced by moves', () => {
  it('never leaves a refund beside a drop still mailing, whoever wins', async () => {
    for (const round of [1, 2, 3]) {
      const orderId = `RACE${round}`;
      const { paymentIntentId } = await givenOrder(orderId, { subTotal: 6000, paid: true });
      const [canceled, ...moves] = await Promise.all([
        cancel(orderId, '1', 1),
        move(orderId, '1', 1, changeable(2)),
        move(orderId, '1', 2, changeable(6)),
        move(orderId, '1', 3, changeable(11)),
        move(orderId, '1', 1, changeable(3)),
        move(orderId, '1', 2, changeable(7)),
        move(orderId, '1', 3, changeable(12)),
      ]);
      for (const moved of moves) {
        expect([200, 409], JSON.stringify(moved.body)).toContain(moved.status);
        if (moved.status === 409)
          expect([
            apiErrors.dropCancelPending,
            apiErrors.dropAlreadyCanceled,
            apiErrors.orderChanged,
          ]).toContain(moved.body.message);
      }
      const refunds = await refundsOf(paymentIntentId);
      const drop = await dropOf(orderId, 1);
      // Refunded: canceled, or its cancel still under way (not mailed) until the reconciler writes it.
      if (refunds.length > 0) expect(Boolean(drop.canceledAt || drop.cancelPending)).toBe(true);
      expect(canceled.status === 200, JSON.stringify(canceled.body)).toBe(refunds.length > 0);
      await reconcilePendingCancels({ now: new Date(Date.now() + 10 * 60_000) });
      const settled = await dropOf(orderId, 1);
      expect(settled.cancelPending).toBeUndefined();
      expect(await refundsOf(paymentIntentId)).toEqual(refunds);
      if (refunds.length > 0) {
        expect(refunds).toEqual([2000]);
        expect([Boolean(settled.canceledAt), settled.refunded]).toEqual([true, 2000]);
      } else expect(settled.canceledAt).toBeUndefined();
    }
  });
});

describe('a capture raced by a cancel', () => {
  it('captures the total less what the cancel released, and the agent pays for the drops still mailing', async () => {
    // Three drops of $20.00, $6.00 off: $54.00 held, each drop's share $18.00.
    for (const [round, delay] of [0, 10, 25, 50, 100].entries()) {
      const orderId = `CAPRACE${round}`;
      const { paymentIntentId } = await givenOrder(orderId, {
        subTotal: 6000,
        discountTotal: 600,
        paid: false,
        held: true,
      });
      const [answer] = await Promise.all([
        cancel(orderId, '1', 2),
        pause(delay).then(() => capturePayment(ME, orderId, paymentIntentId)),
      ]);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const intent = await stripe().paymentIntents.retrieve(paymentIntentId!);
      const { order } = await lineOf(orderId);
      const refunds = await refundsOf(paymentIntentId);
      expect(order.paymentStatus, `round ${round}`).toBe('Paid');
      expect(intent.amount_received, `round ${round}`).toBe(order.total - (order.amountReleased ?? 0));
      expect(order.amountPaid).toBe(intent.amount_received);
      expect(intent.amount_received - sum(refunds), `round ${round}`).toBe(5400 - 1800);
      expect((await dropOf(orderId, 2)).canceledAt).toEqual(expect.any(String));
    }
  });
});

describe('the reconciler of cancels left under way', () => {
  /** What a cancel leaves when its request dies after writing the marker: the line's and order's money reserved. */
  async function leftCancel(orderId: string, dropNumber: number, refund: number, minutesAgo: number) {
    const found = await lineOf(orderId);
    const since = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const drops = found.item.data!.dropDetails!.mailingDetails.map((drop) =>
      drop.dropNumber === dropNumber ? { ...drop, cancelPending: { since, refund } } : drop,
    );
    const written = await writeDrops(
      found,
      drops,
      { refunded: refund, released: 0 },
      { noCaptureUnderWay: false },
    );
    expect(written.saved).toBe(true);
  }
  const twoDrops: TestLine[] = [
    { itemId: '1', unitPrice: 20, quantity: 200, drops: [changeable(1), changeable(6)], dropPrice: 2000 },
  ];

  it('finishes a cancel that died after its refund: canceled, refunded once; meanwhile neither mailed nor moved', async () => {
    const { paymentIntentId } = await givenOrder('LEFTDONE', { subTotal: 4000, paid: true }, twoDrops);
    await leftCancel('LEFTDONE', 1, 2000, 10);
    await refundDrop({
      orderId: 'LEFTDONE',
      itemId: '1',
      dropNumber: 1,
      paymentIntentId: paymentIntentId!,
      amount: 2000,
    });

    const moved = await move('LEFTDONE', '1', 1, changeable(3));
    expect([moved.status, moved.body.message]).toEqual([409, apiErrors.dropCancelPending]);
    expect((await cancel('LEFTDONE', '1', 1)).body.message).toBe(apiErrors.dropCancelPending);
    // The agency's calendar (what its month reads): the order's one mailing still to go.
    const calendar = await calendarEntriesBetween(AGENCY, '2000-01-01', '2999-12-31');
    expect(
      calendar.filter((entry) => entry.id.startsWith('order-LEFTDONE-')).map((entry) => entry.startDate),
    ).toEqual([changeable(6)]);
    const shown = await call(me, 'GET', '/orders/LEFTDONE');
    expect(shown.body.items[0].attributes.Data.dropDetails.mailingDetails[0].cancelPending).toMatchObject({
      refund: 2000,
    });

    const run = await reconcilePendingCancels();
    expect(run.status).toBe('succeeded');
    expect(run.counts.finished).toBeGreaterThanOrEqual(1);
    const drop = await dropOf('LEFTDONE', 1);
    expect([drop.cancelPending, drop.refunded, Boolean(drop.canceledAt)]).toEqual([undefined, 2000, true]);
    expect(await refundsOf(paymentIntentId)).toEqual([2000]);
    const { order, item } = await lineOf('LEFTDONE');
    expect([order.amountRefunded, item.amountRefunded, item.cancelPendingSince]).toEqual([
      2000,
      2000,
      'none',
    ]);
    const stillLeft = await linesWithCancelsBefore(new Date(Date.now() + 3_600_000).toISOString());
    expect(stillLeft.map((line) => line.orderId)).not.toContain('LEFTDONE');
  });

  it('rolls back a cancel whose drop can no longer be refunded, and leaves a young one alone', async () => {
    const { paymentIntentId } = await givenOrder('LEFTGONE', { subTotal: 4000, paid: true }, twoDrops);
    await leftCancel('LEFTGONE', 2, 2000, 10);
    // Support refunded the whole payment meanwhile: nothing is left to give back for the drop.
    await stripe().refunds.create({ payment_intent: paymentIntentId! });
    await givenOrder('LEFTYOUNG', { subTotal: 4000, paid: true }, twoDrops);
    await leftCancel('LEFTYOUNG', 1, 2000, 1);

    const run = await reconcilePendingCancels();
    expect(run.counts.rolledBack).toBeGreaterThanOrEqual(1);
    const drop = await dropOf('LEFTGONE', 2);
    expect([drop.cancelPending, drop.canceledAt]).toEqual([undefined, undefined]);
    const { order, item } = await lineOf('LEFTGONE');
    expect([order.amountRefunded, item.amountRefunded, item.cancelPendingSince]).toEqual([0, 0, 'none']);
    expect(await refundsOf(paymentIntentId)).toEqual([4000]);
    expect((await move('LEFTGONE', '1', 2, changeable(8))).status).toBe(200);

    expect((await dropOf('LEFTYOUNG', 1)).cancelPending).toMatchObject({ refund: 2000 });
  });
});
