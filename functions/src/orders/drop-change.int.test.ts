import { apiErrors } from '@msc/shared/messages';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { addBusinessDays, format, parseISO } from 'date-fns';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditRecordsOfTarget } from '#platform/audit-trail-store';
import { db } from '#platform/db';
import { monthTallyAndEntries } from '../test/calendar-tally';
import { changeable, givenDropOrder, refundsOf, stripe } from '../test/drop-orders';
import { givenAgency, givenUser } from '../test/fixtures';
import { useFreshTable } from '../test/fresh-table';
import { callerOf, claimsFor } from '../test/invoke';
import { orderRow } from '../test/order-rows';
import { calendarEntriesBetween } from './calendar-reads-store';
import { capturePayment } from './capture-payment';
import { handler } from './handler';
import { orderWithItems } from './orders-store';

const ME = 'drops-me@test.local';
const OTHER = 'drops-other@test.local';
/** A member of both agencies working in the other one: the order's agency is not in effect. */
const ELSEWHERE = 'drops-elsewhere@test.local';
const AGENCY = 41;
const OTHER_AGENCY = 42;
const call = callerOf(handler);
const me = claimsFor(ME);

/** A weekday inside the lead time: the next business day. */
const tooSoon = format(addBusinessDays(new Date(), 1), 'yyyy-MM-dd');

const givenOrder = (
  orderId: string,
  drops: string[],
  money: { subTotal: number; discountTotal?: number; paid: boolean; held?: boolean },
  userName = ME,
) => givenDropOrder(orderId, drops, money, { userName, agencyId: AGENCY });

const cancel = (orderId: string, dropNumber: number, caller = me) =>
  call(caller, 'POST', `/orders/${orderId}/items/1/drops/${dropNumber}/cancel`);
const move = (orderId: string, dropNumber: number, mailDate: string, caller = me) =>
  call(caller, 'PUT', `/orders/${orderId}/items/1/drops/${dropNumber}`, { mailDate });

beforeAll(async () => {
  await useFreshTable();
  await givenAgency({ agencyId: AGENCY });
  await givenAgency({ agencyId: OTHER_AGENCY });
  await givenUser({ userName: ME, defaultAgencyId: AGENCY, hasChosenAgency: true }, [AGENCY]);
  await givenUser({ userName: OTHER, defaultAgencyId: OTHER_AGENCY, hasChosenAgency: true }, [OTHER_AGENCY]);
  await givenUser({ userName: ELSEWHERE, defaultAgencyId: OTHER_AGENCY, hasChosenAgency: true }, [
    AGENCY,
    OTHER_AGENCY,
  ]);
});

describe('cancel a future drop', () => {
  it('refunds exactly the drop’s share after discount, in cents, through the payment provider, once', async () => {
    // Three drops of $20.00, a $6.00 discount: each drop's share of the $54.00 paid is $18.00.
    const { orderNumber, paymentIntentId } = await givenOrder(
      'PAID',
      [changeable(0), changeable(5), changeable(10)],
      { subTotal: 6000, discountTotal: 600, paid: true },
    );
    const first = await cancel('PAID', 2);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.refunded).toBe(1800);
    expect(first.body.order.amountRefunded).toBe(1800);
    const drop = first.body.order.items[0].attributes.Data.dropDetails.mailingDetails[1];
    expect(drop).toMatchObject({ dropNumber: 2, refunded: 1800 });
    expect(drop.canceledAt).toEqual(expect.any(String));
    expect(await refundsOf(paymentIntentId)).toEqual([1800]);

    const again = await cancel('PAID', 2);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(apiErrors.dropAlreadyCanceled);
    expect(await refundsOf(paymentIntentId)).toEqual([1800]);

    const audit = await auditRecordsOfTarget(`order:${orderNumber}`);
    expect(audit.map((record) => [record.action, record.actorUserName])).toEqual([['order.cancelDrop', ME]]);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ dropNumber: 2, canceled: true, refunded: 1800 });
  });

  it('refunds once when the same drop is canceled twice at the same moment', async () => {
    const { paymentIntentId } = await givenOrder('TWICE', [changeable(1), changeable(6)], {
      subTotal: 4000,
      paid: true,
    });
    const answers = await Promise.all([cancel('TWICE', 1), cancel('TWICE', 1)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await refundsOf(paymentIntentId)).toEqual([2000]);
  });

  it('refunds nothing for a free order, and cancels the line and the order with its last drop', async () => {
    await givenOrder('FREE', [changeable(2)], { subTotal: 2000, discountTotal: 2000, paid: false });
    const answer = await cancel('FREE', 1);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.refunded).toBe(0);
    expect(answer.body.order.items[0].status).toBe('Canceled');
    expect(answer.body.order.orderStatusCode).toBe(OrderStatusCode.Canceled);
  });

  it('refuses a drop inside the production lead time with 409 and the phone instruction', async () => {
    const { paymentIntentId } = await givenOrder('SOON', [tooSoon, changeable(4)], {
      subTotal: 4000,
      paid: true,
    });
    const answer = await cancel('SOON', 1);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(apiErrors.dropNotChangeable);
    expect(answer.body.message).toMatch(/by phone/);
    expect((await move('SOON', 1, changeable(3))).status).toBe(409);
    expect(await refundsOf(paymentIntentId)).toEqual([]);
  });

  it('answers 404 for another user’s order, an order of an agency not in effect and an unknown drop', async () => {
    await givenOrder('MINE', [changeable(2), changeable(7)], { subTotal: 4000, paid: false });
    expect((await cancel('MINE', 1, claimsFor(OTHER))).status).toBe(404);
    expect((await cancel('MINE', 1, claimsFor(ELSEWHERE))).status).toBe(404);
    expect((await move('MINE', 1, changeable(3), claimsFor(OTHER))).status).toBe(404);
    const unknown = await cancel('MINE', 9);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(apiErrors.dropNotFound);
    const { items } = (await orderWithItems(ME, 'MINE'))!;
    expect(items[0]!.data!.dropDetails!.mailingDetails.every((drop) => !drop.canceledAt)).toBe(true);
  });
});

describe('cancel a future drop of an order whose payment is authorized, not yet captured', () => {
  const intentOf = async (paymentIntentId: string | undefined) =>
    stripe().paymentIntents.retrieve(paymentIntentId!);

  it('releases the drop’s share: the capture takes exactly the total less the drop, nothing is refunded', async () => {
    // Three drops of $20.00, a $6.00 discount: $54.00 held, each drop's share $18.00.
    const { orderNumber, paymentIntentId } = await givenOrder(
      'HELD',
      [changeable(0), changeable(5), changeable(10)],
      { subTotal: 6000, discountTotal: 600, paid: false, held: true },
    );
    const answer = await cancel('HELD', 2);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.refunded).toBe(0);
    expect((await orderWithItems(ME, 'HELD'))!.order.amountReleased).toBe(1800);
    expect((await intentOf(paymentIntentId)).status).toBe('requires_capture');

    await capturePayment(ME, 'HELD', paymentIntentId);
    const intent = await intentOf(paymentIntentId);
    expect(intent.status).toBe('succeeded');
    expect(intent.amount_received).toBe(5400 - 1800);
    expect(await refundsOf(paymentIntentId)).toEqual([]);
    const { order } = (await orderWithItems(ME, 'HELD'))!;
    expect([order.paymentStatus, order.amountPaid]).toEqual(['Paid', 3600]);
    const audit = await auditRecordsOfTarget(`order:${orderNumber}`);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ refunded: 0, released: 1800 });
  });

  it('cancels the hold with the last drop: nothing is ever captured', async () => {
    const { paymentIntentId } = await givenOrder('HELDALL', [changeable(1), changeable(6)], {
      subTotal: 4000,
      paid: false,
      held: true,
    });
    expect((await cancel('HELDALL', 1)).status).toBe(200);
    expect((await intentOf(paymentIntentId)).status).toBe('requires_capture');
    const last = await cancel('HELDALL', 2);
    expect(last.status, JSON.stringify(last.body)).toBe(200);
    expect(last.body.order.orderStatusCode).toBe(OrderStatusCode.Canceled);
    expect((await intentOf(paymentIntentId)).status).toBe('canceled');

    await capturePayment(ME, 'HELDALL', paymentIntentId);
    const intent = await intentOf(paymentIntentId);
    expect([intent.status, intent.amount_received]).toEqual(['canceled', 0]);
    expect(await refundsOf(paymentIntentId)).toEqual([]);
    const { order } = (await orderWithItems(ME, 'HELDALL'))!;
    expect([order.paymentStatus, order.amountPaid]).toEqual(['Released', 0]);
  });
});

describe('move a future drop', () => {
  it('moves it within the drop window, and the calendar shows it on its new date (not a canceled one)', async () => {
    const { orderNumber } = await givenOrder('MOVE', [changeable(1), changeable(6)], {
      subTotal: 4000,
      paid: false,
    });
    const moved = await move('MOVE', 2, changeable(12));
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.refunded).toBe(0);
    expect(
      moved.body.order.items[0].attributes.Data.dropDetails.mailingDetails.map(
        (drop: { mailDate: string }) => drop.mailDate,
      ),
    ).toEqual([changeable(1), changeable(12)]);
    expect((await cancel('MOVE', 1)).status).toBe(200);
    // The agency's calendar (what its month reads): the order's one mailing still to go.
    const calendar = await calendarEntriesBetween(AGENCY, '2000-01-01', '2999-12-31');
    expect(
      calendar.filter((entry) => entry.id.startsWith('order-MOVE-')).map((entry) => entry.startDate),
    ).toEqual([changeable(12)]);
    // The month view's counts per day moved with it: each month touched counts what its days hold.
    for (const month of new Set(
      [changeable(1), changeable(6), changeable(12)].map((day) => day.slice(0, 7)),
    )) {
      const { tally, fromEntries } = await monthTallyAndEntries(AGENCY, month);
      expect(tally, month).toEqual(fromEntries);
    }
    const actions = (await auditRecordsOfTarget(`order:${orderNumber}`)).map((record) => record.action);
    expect(actions.sort()).toEqual(['order.cancelDrop', 'order.moveDrop']);
  });

  it('gives the order list rows of the moved drop its new mailing date, and only them', async () => {
    const { orderNumber } = await givenOrder('MOVEROWS', [changeable(1), changeable(6)], {
      subTotal: 4000,
      paid: false,
    });
    await db()
      .entities.orderItem.patch({ userName: ME, orderId: 'MOVEROWS', itemId: '1' })
      .set({ orderStateIds: ['OS-ROWS'] })
      .go();
    const row = (rowNumber: number, drop: number, listId: string) =>
      orderRow({
        userName: ME,
        orderId: 'MOVEROWS',
        orderNumber,
        rowNumber,
        listId,
        orderDate: new Date().toISOString(),
        mailingDate: drop === 1 ? changeable(1) : changeable(6),
        firstName: `Ann ${rowNumber}`,
        drop,
      });
    // Drop 1 and 2 of the line's list, and a drop 2 of another line's list.
    await db()
      .entities.orderDetailRow.put([row(1, 1, 'OS-ROWS'), row(2, 2, 'OS-ROWS'), row(3, 2, 'OS-OTHER')])
      .go();
    const rowsBefore = await call(me, 'GET', `/order-detail-rows?orderNumber=${orderNumber}`);
    expect(rowsBefore.status, JSON.stringify(rowsBefore.body)).toBe(200);

    expect((await move('MOVEROWS', 2, changeable(12))).status).toBe(200);
    const rows = await call(me, 'GET', `/order-detail-rows?orderNumber=${orderNumber}`);
    expect(rows.status, JSON.stringify(rows.body)).toBe(200);
    expect(
      rows.body.results.map((each: { firstName: string; mailingDate: string }) => [
        each.firstName,
        each.mailingDate,
      ]),
    ).toEqual([
      ['Ann 1', changeable(1)],
      ['Ann 2', changeable(12)],
      ['Ann 3', changeable(6)],
    ]);
  });

  it('refuses a new date inside the lead time, on a weekend or past the window with 400', async () => {
    await givenOrder('BADDATE', [changeable(3)], { subTotal: 2000, paid: false });
    const saturday = (() => {
      let day = parseISO(changeable(0));
      while (day.getDay() !== 6) day = new Date(day.getTime() + 86_400_000);
      return format(day, 'yyyy-MM-dd');
    })();
    for (const mailDate of [tooSoon, saturday, '2099-01-05']) {
      const answer = await move('BADDATE', 1, mailDate);
      expect(answer.status, mailDate).toBe(400);
      expect(answer.body.message).toBe(apiErrors.dropMoveDateNotAllowed);
    }
    const malformed = await move('BADDATE', 1, 'next tuesday');
    expect(malformed.status).toBe(400);
  });
});
