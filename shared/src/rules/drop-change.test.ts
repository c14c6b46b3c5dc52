import { isWeekend, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessToday } from './business-date';
import { DROP_CHANGE_LEAD_BUSINESS_DAYS } from './constants';
import {
  amountToCapture,
  dropChangeRefusal,
  dropNumberOf,
  dropRefundAmount,
  dropReleaseAmount,
  dropShareAfterDiscount,
  dropStatus,
  earliestChangeableMailDate,
  isDropMailing,
  isMailDateChangeable,
  isMoveDateDisabled,
  lineMoneyOf,
  lineShareAfterDiscount,
  oldestPendingCancel,
} from './drop-change';
import { isDropDateDisabled } from './drop-date-window';

// Thursday 26 November 2026, 10:00 in New York.
const thursday = new Date('2026-11-26T15:00:00Z');

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** A calendar day within a year around `now`. */
const dayNear = (now: Date) =>
  fc.integer({ min: -30, max: 400 }).map((offset) => isoDay(new Date(now.getTime() + offset * 86_400_000)));
/** Weekdays strictly between two ISO dates (exclusive of `from`, inclusive of `to`). */
function weekdaysAfter(from: string, to: string): number {
  let count = 0;
  for (let day = new Date(`${from}T12:00:00Z`); isoDay(day) < to; ) {
    day = new Date(day.getTime() + 86_400_000);
    if (![0, 6].includes(day.getUTCDay())) count += 1;
  }
  return count;
}

describe('drop change lead time', () => {
  it(`is ${DROP_CHANGE_LEAD_BUSINESS_DAYS} business days: from a Thursday, the next Tuesday`, () => {
    expect(earliestChangeableMailDate(thursday)).toBe('2026-12-01');
    expect(isMailDateChangeable('2026-12-01', thursday)).toBe(true);
    expect(isMailDateChangeable('2026-11-30', thursday)).toBe(false);
  });

  it('counts from the New York day (an evening in New York is still that day)', () => {
    // 03:00 UTC on Friday 27 November is 22:00 on Thursday in New York.
    expect(earliestChangeableMailDate(new Date('2026-11-27T03:00:00Z'))).toBe('2026-12-01');
  });

  it('property: the earliest changeable mail date is a weekday exactly the lead time of weekdays ahead', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const earliest = earliestChangeableMailDate(now);
        expect(isWeekend(parseISO(earliest))).toBe(false);
        expect(weekdaysAfter(businessToday(now), earliest)).toBe(DROP_CHANGE_LEAD_BUSINESS_DAYS);
      }),
    );
  });

  it('property: a mail date is changeable exactly when it is on or after the earliest changeable date', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -10, max: 200 }), (now, offset) => {
        const mailDate = isoDay(new Date(now.getTime() + offset * 86_400_000));
        expect(isMailDateChangeable(mailDate, now)).toBe(mailDate >= earliestChangeableMailDate(now));
      }),
    );
  });

  it('property: a drop fewer business days ahead than the lead time is never changeable', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -5, max: 10 }), (now, offset) => {
        const mailDate = isoDay(
          new Date(Date.parse(`${businessToday(now)}T12:00:00Z`) + offset * 86_400_000),
        );
        if (weekdaysAfter(businessToday(now), mailDate) < DROP_CHANGE_LEAD_BUSINESS_DAYS || offset <= 0)
          expect(dropChangeRefusal({ orderCanceled: false, itemStatus: 'Pending' }, { mailDate }, now)).toBe(
            'notChangeable',
          );
      }),
    );
  });
});

describe('drop status', () => {
  it('names canceled, mailed, in production and scheduled drops', () => {
    expect(dropStatus({ mailDate: '2026-12-15', canceledAt: '2026-11-20T10:00:00Z' }, thursday)).toBe(
      'Canceled',
    );
    expect(dropStatus({ mailDate: '2026-11-26' }, thursday)).toBe('Mailed');
    expect(dropStatus({ mailDate: '2026-11-20' }, thursday)).toBe('Mailed');
    expect(dropStatus({ mailDate: '2026-11-30' }, thursday)).toBe('InProduction');
    expect(dropStatus({ mailDate: '2026-12-01' }, thursday)).toBe('Scheduled');
  });

  it('numbers a drop by its own number, else its place', () => {
    expect(dropNumberOf({ dropNumber: 3 }, 0)).toBe(3);
    expect(dropNumberOf({}, 1)).toBe(2);
  });
});

describe('drop change refusal', () => {
  const pending = { orderCanceled: false, itemStatus: 'Pending' };
  it('allows a scheduled drop of a pending line', () => {
    expect(dropChangeRefusal(pending, { mailDate: '2026-12-10' }, thursday)).toBeUndefined();
  });

  it('refuses a canceled drop, a canceled order, a line no longer pending and a drop in production', () => {
    expect(
      dropChangeRefusal(pending, { mailDate: '2026-12-10', canceledAt: '2026-11-25T00:00:00Z' }, thursday),
    ).toBe('alreadyCanceled');
    expect(dropChangeRefusal({ ...pending, orderCanceled: true }, { mailDate: '2026-12-10' }, thursday)).toBe(
      'notChangeable',
    );
    expect(
      dropChangeRefusal({ ...pending, itemStatus: 'Delivered' }, { mailDate: '2026-12-10' }, thursday),
    ).toBe('notChangeable');
    expect(dropChangeRefusal(pending, { mailDate: '2026-11-30' }, thursday)).toBe('notChangeable');
  });
});

describe('move date', () => {
  it('is a weekday in the drop window and at least the lead time ahead', () => {
    expect(isMoveDateDisabled('2026-11-30', thursday)).toBe(true);
    expect(isMoveDateDisabled('2026-12-01', thursday)).toBe(false);
    expect(isMoveDateDisabled('2026-12-05', thursday)).toBe(true);
    expect(isMoveDateDisabled('2027-03-26', thursday)).toBe(false);
    expect(isMoveDateDisabled('2027-03-29', thursday)).toBe(true);
  });

  it('property: an allowed move date is a valid drop date that stays changeable', () => {
    fc.assert(
      fc.property(
        instant.chain((now) => fc.tuple(fc.constant(now), dayNear(now))),
        ([now, date]) => {
          if (isMoveDateDisabled(date, now)) return;
          expect(isDropDateDisabled(date, now)).toBe(false);
          expect(dropStatus({ mailDate: date }, now)).toBe('Scheduled');
        },
      ),
    );
  });
});

/** Lines (unit price × quantity) with drops priced anyhow (a repriced line's drops may cost more than it). */
const lines = fc.array(
  fc.record({
    unitPrice: fc.integer({ min: 0, max: 5_000 }),
    quantity: fc.integer({ min: 0, max: 300 }),
    drops: fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 5 }),
  }),
  { minLength: 1, maxLength: 5 },
);
/** Every drop of every line, as (line, price), in any order. */
const cancels = (of: { drops: number[] }[]) =>
  fc.shuffledSubarray(
    of.flatMap((line, index) => line.drops.map((price) => ({ line: index, price }))),
    { minLength: of.flatMap((line) => line.drops).length },
  );

describe('drop refund', () => {
  const paid = { subTotal: 10_000, discountTotal: 0, amountPaid: 10_000, amountRefunded: 0 };
  /** The order's one line: all of its items. */
  const whole = { charged: 10_000, returned: 0 };

  it('refunds the drop’s own price when the order was paid in full', () => {
    expect(dropRefundAmount(2_500, paid, whole)).toBe(2_500);
  });

  it('refunds the drop’s share after discount', () => {
    expect(dropRefundAmount(2_500, { ...paid, discountTotal: 1_000, amountPaid: 9_000 }, whole)).toBe(2_250);
    expect(dropShareAfterDiscount(333, { subTotal: 1_000, discountTotal: 100 })).toBe(300);
  });

  it('refunds nothing for a free order or one whose payment was not captured', () => {
    expect(dropRefundAmount(2_500, { ...paid, discountTotal: 10_000, amountPaid: 0 }, whole)).toBe(0);
    expect(dropRefundAmount(2_500, { ...paid, amountPaid: 0 }, whole)).toBe(0);
  });

  it('never refunds more than is left of what was captured', () => {
    expect(dropRefundAmount(2_500, { ...paid, amountRefunded: 9_000 }, whole)).toBe(1_000);
  });

  it('never refunds more than its line paid: a cheap line’s drop priced above the line gives back the line', () => {
    // A $1.00 line and a $99.00 line; the cheap line's drop says $50.00.
    expect(dropRefundAmount(5_000, paid, { charged: 100, returned: 0 })).toBe(100);
    // 10% off: the line paid $0.90, of which $0.40 came back already.
    expect(
      dropRefundAmount(
        5_000,
        { ...paid, discountTotal: 1_000, amountPaid: 9_000 },
        { charged: 100, returned: 40 },
      ),
    ).toBe(50);
    expect(lineShareAfterDiscount(100, { subTotal: 10_000, discountTotal: 1_000 })).toBe(90);
    expect(lineMoneyOf({ unitPrice: 20, quantity: 5, amountRefunded: 30, amountReleased: 10 })).toEqual({
      charged: 100,
      returned: 40,
    });
  });

  it('property: all drops of all lines canceled never give back more than each line paid, nor than the order paid', () => {
    const order = lines.chain((of) => {
      const subTotal = of.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
      return fc.record({
        lines: fc.constant(of),
        order: cancels(of),
        subTotal: fc.constant(subTotal),
        discountTotal: fc.integer({ min: 0, max: subTotal + 1_000 }),
        extra: fc.integer({ min: 0, max: 5_000 }),
        captured: fc.boolean(),
      });
    });
    fc.assert(
      fc.property(order, ({ lines: of, order: cancelOrder, subTotal, discountTotal, extra, captured }) => {
        const due = Math.max(0, subTotal - discountTotal) + extra;
        const returned = of.map(() => 0);
        let amountRefunded = 0;
        for (const { line, price } of cancelOrder) {
          const refund = dropRefundAmount(
            price,
            { subTotal, discountTotal, amountPaid: captured ? due : 0, amountRefunded },
            { charged: of[line]!.unitPrice * of[line]!.quantity, returned: returned[line]! },
          );
          expect(Number.isInteger(refund)).toBe(true);
          expect(refund).toBeGreaterThanOrEqual(0);
          expect(refund).toBeLessThanOrEqual(price);
          returned[line] = returned[line]! + refund;
          amountRefunded += refund;
        }
        of.forEach((line, index) => {
          const charged = line.unitPrice * line.quantity;
          expect(returned[index]).toBeLessThanOrEqual(charged);
          expect(returned[index]).toBe(
            Math.min(returned[index]!, lineShareAfterDiscount(charged, { subTotal, discountTotal })),
          );
        });
        expect(amountRefunded).toBeLessThanOrEqual(captured ? due : 0);
        expect(amountRefunded).toBeLessThanOrEqual(Math.max(0, subTotal - discountTotal));
        if (discountTotal >= subTotal) expect(amountRefunded).toBe(0);
      }),
    );
  });
});

describe('release of an authorization not yet captured', () => {
  const held = { subTotal: 6_000, discountTotal: 600, total: 5_400, amountReleased: 0 };
  const line = { charged: 6_000, returned: 0 };

  it('releases the drop’s share after discount, as a refund would give back', () => {
    expect(dropReleaseAmount(2_000, held, line)).toBe(1_800);
  });

  it('captures the total less what was released, and nothing of a canceled order', () => {
    expect(amountToCapture({ ...held, amountReleased: 1_800, canceled: false })).toBe(3_600);
    expect(amountToCapture({ ...held, amountReleased: 1_800, canceled: true })).toBe(0);
  });

  it('never releases more than is still held, nor more than is left of its line', () => {
    expect(dropReleaseAmount(2_000, { ...held, amountReleased: 5_000 }, line)).toBe(400);
    expect(dropReleaseAmount(2_000, held, { charged: 1_000, returned: 600 })).toBe(300);
  });

  it('property: canceling drops releases whole cents within each line, and what is captured plus released is the total', () => {
    const order = lines.chain((of) => {
      const subTotal = of.reduce((sum, each) => sum + each.unitPrice * each.quantity, 0);
      return fc.record({
        lines: fc.constant(of),
        order: cancels(of),
        canceled: fc.integer({ min: 0, max: of.flatMap((each) => each.drops).length }),
        subTotal: fc.constant(subTotal),
        discountTotal: fc.integer({ min: 0, max: subTotal + 1_000 }),
        extra: fc.integer({ min: 0, max: 5_000 }),
      });
    });
    fc.assert(
      fc.property(order, ({ lines: of, order: cancelOrder, canceled, subTotal, discountTotal, extra }) => {
        const total = Math.max(0, subTotal - discountTotal) + extra;
        const returned = of.map(() => 0);
        let amountReleased = 0;
        for (const { line: index, price } of cancelOrder.slice(0, canceled)) {
          const charged = of[index]!.unitPrice * of[index]!.quantity;
          const release = dropReleaseAmount(
            price,
            { subTotal, discountTotal, total, amountReleased },
            { charged, returned: returned[index]! },
          );
          expect(Number.isInteger(release)).toBe(true);
          expect(release).toBeGreaterThanOrEqual(0);
          expect(release).toBeLessThanOrEqual(price);
          returned[index] = returned[index]! + release;
          expect(returned[index]).toBeLessThanOrEqual(
            lineShareAfterDiscount(charged, { subTotal, discountTotal }),
          );
          amountReleased += release;
        }
        const captured = amountToCapture({ total, amountReleased, canceled: false });
        expect(captured + amountReleased).toBe(total);
        expect(amountReleased).toBeLessThanOrEqual(Math.max(0, subTotal - discountTotal));
      }),
    );
  });
});

describe('cancel under way', () => {
  const since = '2026-11-26T15:00:00.000Z';
  it('is shown as such, refuses moves and cancels, and is not mailed', () => {
    const drop = { mailDate: '2026-12-10', cancelPending: { since, refund: 1_800 } };
    expect(dropStatus(drop, thursday)).toBe('CancelPending');
    expect(dropChangeRefusal({ orderCanceled: false, itemStatus: 'Pending' }, drop, thursday)).toBe(
      'cancelPending',
    );
    expect(isDropMailing(drop)).toBe(false);
    expect(isDropMailing({ canceledAt: since })).toBe(false);
    expect(isDropMailing({})).toBe(true);
  });

  it('dates a line by its oldest cancel under way', () => {
    expect(oldestPendingCancel([{}, { cancelPending: { since, refund: 1 } }])).toBe(since);
    expect(
      oldestPendingCancel([
        { cancelPending: { since: '2026-11-27T00:00:00.000Z', refund: 1 } },
        { cancelPending: { since, refund: 1 } },
      ]),
    ).toBe(since);
    expect(oldestPendingCancel([{}])).toBeUndefined();
  });
});
