import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysUntilExpiry,
  isExpiryUrgent,
  isListExpired,
  lastMailDate,
  listExpirationDate,
  prospectListExpiryOf,
} from './list-expiry';

describe('list expiry', () => {
  it('expires 60 days after the last mail date', () => {
    expect(listExpirationDate('2024-03-06')).toBe('2024-05-05');
    expect(lastMailDate(['2024-03-06', '2024-04-03', '2024-03-20'])).toBe('2024-04-03');
    expect(lastMailDate([])).toBeUndefined();
  });

  it('counts calendar days left from today in New York', () => {
    expect(daysUntilExpiry('2024-03-06', new Date('2024-03-06T15:00:00Z'))).toBe(60);
    expect(daysUntilExpiry('2024-03-06', new Date('2024-04-26T15:00:00Z'))).toBe(9);
    // 03:00 UTC on 6 May is still 5 May in New York: the expiry day itself.
    expect(daysUntilExpiry('2024-03-06', new Date('2024-05-06T03:00:00Z'))).toBe(0);
    expect(daysUntilExpiry('2024-03-06', new Date('2024-05-07T15:00:00Z'))).toBe(-2);
  });

  it('is urgent under 10 days', () => {
    expect(isExpiryUrgent(10)).toBe(false);
    expect(isExpiryUrgent(9)).toBe(true);
    expect(isExpiryUrgent(0)).toBe(true);
    expect(isExpiryUrgent(-1)).toBe(false);
    expect(isListExpired(-1)).toBe(true);
    expect(isListExpired(0)).toBe(false);
  });

  it('property: days left fall by one per day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (elapsed) => {
        const now = new Date(Date.parse('2024-03-06T17:00:00Z') + elapsed * 86_400_000);
        expect(daysUntilExpiry('2024-03-06', now)).toBe(60 - elapsed);
      }),
    );
  });

  it('dates a purchased prospect list by its last drop, and no other line', () => {
    const drops = (...mailDates: string[]) => ({
      mailingDetails: mailDates.map((mailDate) => ({ mailDate })),
    });
    const prospects = { zipCodes: ['10001'] };
    expect(prospectListExpiryOf({ prospects, dropDetails: drops('2024-03-06', '2024-01-10') })).toBe(
      '2024-05-05',
    );
    expect(prospectListExpiryOf({ prospects, dropDetails: drops() })).toBeUndefined();
    expect(prospectListExpiryOf({ dropDetails: drops('2024-03-06') })).toBeUndefined();
    expect(prospectListExpiryOf(undefined)).toBeUndefined();
  });
});
