import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDropCalendarDay, toBusinessDay } from './business-date';
import {
  buildMailingSchedule,
  canUseMultipleDrops,
  dropCount,
  dropIntervalDays,
  forcedDropType,
  mailDates,
  multiChannelEmailDrop,
  splitQuantity,
  withMailingSchedule,
} from './mailing-schedule';

describe('multiple drops eligibility (threshold 25)', () => {
  it('offers multiple drops only for product data type 1 above 25', () => {
    expect(canUseMultipleDrops({ productDataType: 1, targetCount: 26 })).toBe(true);
    expect(canUseMultipleDrops({ productDataType: 1, targetCount: 25 })).toBe(false);
    expect(canUseMultipleDrops({ productDataType: 2, targetCount: 500 })).toBe(false);
    expect(canUseMultipleDrops({ productDataType: undefined, targetCount: 500 })).toBe(false);
  });

  it('forces small orders (25 or fewer) to one drop', () => {
    expect(forcedDropType({ productDataType: 1, targetCount: 25 })).toBe('ONE');
    expect(forcedDropType({ productDataType: 1, targetCount: 0 })).toBe('ONE');
    expect(forcedDropType({ productDataType: 1, targetCount: 26 })).toBeUndefined();
  });
});

describe('mailing schedule', () => {
  it('spaces weekly drops 7 days and bi-weekly drops 14 days apart', () => {
    expect(dropIntervalDays(1)).toBe(7);
    expect(dropIntervalDays(4)).toBe(14);
    expect(() => dropIntervalDays(0)).toThrow(RangeError);
    expect(mailDates('2024-03-06', 3, 1)).toEqual(['2024-03-06', '2024-03-13', '2024-03-20']);
    expect(mailDates('2024-03-06', 3, 4)).toEqual(['2024-03-06', '2024-03-20', '2024-04-03']);
  });

  it('keeps drops on business days', () => {
    expect(mailDates('2024-03-09', 2, 1)).toEqual(['2024-03-11', '2024-03-18']);
  });

  it('counts one drop for ONE and NONE, 2-4 for MULTIPLE', () => {
    expect(dropCount('ONE', 3)).toBe(1);
    expect(dropCount('NONE', 1)).toBe(1);
    expect(dropCount('MULTIPLE', 4)).toBe(4);
    expect(() => dropCount('MULTIPLE', 1)).toThrow(RangeError);
    expect(() => dropCount('MULTIPLE', 5)).toThrow(RangeError);
  });

  it('gives the remainder to the first drops', () => {
    expect(splitQuantity(10, 3)).toEqual([4, 3, 3]);
    expect(splitQuantity(100, 4)).toEqual([25, 25, 25, 25]);
    expect(splitQuantity(2, 3)).toEqual([1, 1, 0]);
  });

  it('builds rows and totals: price per drop = quantity × unit price', () => {
    const schedule = buildMailingSchedule({
      startDate: '2024-03-06',
      dropType: 'MULTIPLE',
      frequency: 4,
      numberOfMailings: 3,
      quantity: 100,
      unitPriceCents: 76,
    });
    expect(schedule.rows).toEqual([
      { dropNumber: 1, mailDate: '2024-03-06', quantity: 34, price: 2584 },
      { dropNumber: 2, mailDate: '2024-03-20', quantity: 33, price: 2508 },
      { dropNumber: 3, mailDate: '2024-04-03', quantity: 33, price: 2508 },
    ]);
    expect(schedule.totals).toEqual({ quantity: 100, price: 7600 });
  });

  it('a one-time drop is a single row', () => {
    const schedule = buildMailingSchedule({
      startDate: '2024-03-06',
      dropType: 'ONE',
      frequency: 1,
      numberOfMailings: 1,
      quantity: 20,
      unitPriceCents: 76,
    });
    expect(schedule.rows).toEqual([{ dropNumber: 1, mailDate: '2024-03-06', quantity: 20, price: 1520 }]);
  });

  it('fills drop details with their schedule, or empties it without a start date', () => {
    const details = { dropType: 'MULTIPLE', frequency: 1, numberOfMailings: 2, mailingDetails: [] } as const;
    expect(withMailingSchedule({ ...details, mailingDetails: [] }, 50, 10).mailingDetails).toEqual([]);
    const filled = withMailingSchedule({ ...details, mailingDetails: [], startDate: '2024-03-06' }, 51, 10);
    expect(filled.mailingDetails.map((row) => row.quantity)).toEqual([26, 25]);
  });

  it('property: the split sums to the total and differs by at most one, largest first', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 4 }), (total, drops) => {
        const parts = splitQuantity(total, drops);
        expect(parts).toHaveLength(drops);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
        expect([...parts].sort((a, b) => b - a)).toEqual(parts);
      }),
    );
  });

  it('property: totals equal quantity × unit price, dates are drop days spaced by the frequency', () => {
    const weekday = fc
      .integer({ min: 0, max: 3000 })
      .map((n) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10))
      .filter((day) => isDropCalendarDay(toBusinessDay(day)));
    fc.assert(
      fc.property(
        weekday,
        fc.constantFrom(1 as const, 4 as const),
        fc.constantFrom(2, 3, 4),
        fc.integer({ min: 26, max: 100_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (startDate, frequency, numberOfMailings, quantity, unitPriceCents) => {
          const { rows, totals } = buildMailingSchedule({
            startDate,
            dropType: 'MULTIPLE',
            frequency,
            numberOfMailings,
            quantity,
            unitPriceCents,
          });
          expect(rows).toHaveLength(numberOfMailings);
          expect(totals).toEqual({ quantity, price: quantity * unitPriceCents });
          rows.forEach((row, index) => {
            const days = (Date.parse(row.mailDate) - Date.parse(startDate)) / 86_400_000;
            const due = index * (frequency === 1 ? 7 : 14);
            // A drop due on a postal holiday goes the next drop day (a Friday's on the Monday after).
            expect([due, due + 1, due + 3]).toContain(days);
            expect(isDropCalendarDay(toBusinessDay(row.mailDate))).toBe(true);
            expect(row.dropNumber).toBe(index + 1);
          });
        },
      ),
    );
  });
});

describe('the email of a multi-channel order', () => {
  it('goes 10 days after the first direct-mail drop (2 weeks for cross-sell), on a business day, to the email recipients', () => {
    const directMail = withMailingSchedule(
      {
        dropType: 'MULTIPLE',
        frequency: 4,
        numberOfMailings: 2,
        startDate: '2026-12-01',
        mailingDetails: [],
      },
      40,
      89,
    );
    // 2026-12-01 + 10 days = Friday 2026-12-11.
    expect(multiChannelEmailDrop(directMail, 25, 10, 'Retention')?.mailingDetails).toEqual([
      expect.objectContaining({ mailDate: '2026-12-11', quantity: 25, price: 250 }),
    ]);
    // 2026-12-03 + 10 = Sunday 2026-12-13 → Monday 2026-12-14.
    const thursday = withMailingSchedule(
      { dropType: 'ONE', frequency: 1, numberOfMailings: 1, startDate: '2026-12-03', mailingDetails: [] },
      40,
      89,
    );
    expect(multiChannelEmailDrop(thursday, 1, 10, 'Retention')?.startDate).toBe('2026-12-14');
    // Cross-sell: 2026-12-03 + 14 = Thursday 2026-12-17.
    expect(multiChannelEmailDrop(thursday, 1, 10, 'CrossSell')?.startDate).toBe('2026-12-17');
    expect(multiChannelEmailDrop(undefined, 1, 10, 'Retention')).toBeUndefined();
  });
});
