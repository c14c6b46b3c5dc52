import { describe, expect, it } from 'vitest';
import { calendarTexts } from '../messages';
import { OrderStatusCode } from '../model/enum-values';
import { type CalendarOrderSource, calendarChange, calendarEventsOfOrder } from './order-calendar';

const letter = (mailDates: string[], extra: Record<string, unknown>[] = []): CalendarOrderSource => ({
  order: {
    orderId: 'O1',
    orderNumber: 'MSC-1',
    orderDate: '2026-03-04T15:00:00.000Z',
    orderStatusCode: OrderStatusCode.Completed,
  },
  items: [
    {
      name: 'Auto letter',
      data: {
        dropDetails: {
          mailingDetails: mailDates.map((mailDate, index) => ({ mailDate, quantity: 100, ...extra[index] })),
        },
      },
    },
    { name: 'Home brochure' },
  ],
});
const keys = (events: { startDate: string; id: string }[]) => events.map((e) => `${e.startDate} ${e.id}`);

describe('calendarEventsOfOrder', () => {
  it('has each mailing on its mail date and the collateral on the day the order was placed', () => {
    const events = calendarEventsOfOrder(letter(['2026-04-06', '2026-05-04']));
    expect(keys(events)).toEqual([
      '2026-04-06 order-O1-0-0',
      '2026-05-04 order-O1-0-1',
      '2026-03-04 order-O1',
    ]);
    expect(events[0]!.title).toBe(calendarTexts.mailDrop('Auto letter', 100));
    expect(events[2]).toMatchObject({ category: 'COLLATERAL_ORDERS', content: 'Home brochure' });
  });

  it('has nothing of a canceled order, nor of a canceled drop or one whose cancel is under way', () => {
    const canceled = letter(['2026-04-06']);
    canceled.order.orderStatusCode = OrderStatusCode.Canceled;
    expect(calendarEventsOfOrder(canceled)).toEqual([]);
    const drops = letter(
      ['2026-04-06', '2026-05-04', '2026-06-01'],
      [{ canceledAt: '2026-03-05T00:00:00Z' }, { cancelPending: { since: '2026-03-05T00:00:00Z' } }, {}],
    );
    expect(keys(calendarEventsOfOrder(drops))).toEqual(['2026-06-01 order-O1-0-0', '2026-03-04 order-O1']);
  });
});

describe('calendarChange', () => {
  it('writes every entry of a placed order and removes every entry of a canceled one', () => {
    const placed = letter(['2026-04-06']);
    expect(keys(calendarChange(undefined, placed).put)).toEqual([
      '2026-04-06 order-O1-0-0',
      '2026-03-04 order-O1',
    ]);
    const canceled = { ...placed, order: { ...placed.order, orderStatusCode: OrderStatusCode.Canceled } };
    const change = calendarChange(placed, canceled);
    expect(change.put).toEqual([]);
    expect(keys(change.remove)).toEqual(['2026-04-06 order-O1-0-0', '2026-03-04 order-O1']);
  });

  it('moves a drop to its new day and leaves the unchanged entries alone', () => {
    const change = calendarChange(letter(['2026-04-06', '2026-05-04']), letter(['2026-04-06', '2026-05-18']));
    expect(keys(change.put)).toEqual(['2026-05-18 order-O1-0-1']);
    expect(keys(change.remove)).toEqual(['2026-05-04 order-O1-0-1']);
  });
});
