import { describe, expect, it } from 'vitest';
import { OrderStatusCode } from '../model/enum-values';
import { addCalendarTally, calendarTallyChange, dayCountsOf } from './calendar-tally';
import type { CalendarOrderSource } from './order-calendar';

const order = (mailDates: string[], status: number = OrderStatusCode.Completed): CalendarOrderSource => ({
  order: {
    orderId: 'O1',
    orderNumber: 'MSC-1',
    orderDate: '2026-03-04T15:00:00.000Z',
    orderStatusCode: status,
  },
  items: [
    {
      name: 'Auto letter',
      data: { dropDetails: { mailingDetails: mailDates.map((mailDate) => ({ mailDate, quantity: 100 })) } },
    },
    { name: 'Home brochure' },
  ],
});
const ALL = { type: 'ALL', category: 'ALL' } as const;

describe('calendar tally', () => {
  it('counts each entry on its day, by category, in the bucket of its month', () => {
    const tally = calendarTallyChange(undefined, order(['2026-03-16', '2026-03-16', '2026-04-06']));
    expect(Object.fromEntries(tally)).toEqual({
      'c#2026-03': { '04:COLLATERAL_ORDERS': 1, '16:MAIL_DROP': 2 },
      'c#2026-04': { '06:MAIL_DROP': 1 },
    });
  });

  it('moves a count with a moved drop and drops zeros, so an unchanged order writes nothing', () => {
    const moved = calendarTallyChange(
      order(['2026-03-16', '2026-04-06']),
      order(['2026-03-16', '2026-04-08']),
    );
    expect(Object.fromEntries(moved)).toEqual({ 'c#2026-04': { '06:MAIL_DROP': -1, '08:MAIL_DROP': 1 } });
    expect(calendarTallyChange(order(['2026-03-16']), order(['2026-03-16'])).size).toBe(0);
  });

  it('takes a canceled order away whole', () => {
    const canceled = calendarTallyChange(
      order(['2026-03-16']),
      order(['2026-03-16'], OrderStatusCode.Canceled),
    );
    expect(Object.fromEntries(canceled)).toEqual({
      'c#2026-03': { '04:COLLATERAL_ORDERS': -1, '16:MAIL_DROP': -1 },
    });
  });

  it('adds up entries as the backfill does', () => {
    const tally = addCalendarTally(new Map(), [
      { startDate: '2026-03-16', category: 'MAIL_DROP' },
      { startDate: '2026-03-16', category: 'MAIL_DROP' },
    ]);
    expect(tally.get('c#2026-03')).toEqual({ '16:MAIL_DROP': 2 });
  });
});

describe('dayCountsOf', () => {
  const counts = { '16:MAIL_DROP': 3, '04:COLLATERAL_ORDERS': 1, '09:MAIL_DROP': 0, '31:MAIL_DROP': 2 };

  it('lists the days in order, leaving out zeros and days the month does not have', () => {
    expect(dayCountsOf('2026-04', counts, ALL)).toEqual([
      { date: '2026-04-04', category: 'COLLATERAL_ORDERS', count: 1 },
      { date: '2026-04-16', category: 'MAIL_DROP', count: 3 },
    ]);
    expect(dayCountsOf('2026-04', undefined, ALL)).toEqual([]);
  });

  it('applies the filters as to any agency event of type Scheduled Events', () => {
    expect(dayCountsOf('2026-03', counts, { ...ALL, category: 'COLLATERAL_ORDERS' })).toHaveLength(1);
    expect(dayCountsOf('2026-03', counts, { ...ALL, type: 'NATIONAL_EVENTS' })).toEqual([]);
    expect(dayCountsOf('2026-03', counts, { ...ALL, type: 'SCHEDULED_EVENTS' })).toHaveLength(3);
    expect(dayCountsOf('2026-03', counts, { ...ALL, classes: ['personal', 'national'] })).toEqual([]);
  });
});
