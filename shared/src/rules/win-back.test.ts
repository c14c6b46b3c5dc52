import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessToday } from './business-date';
import { isInWinBackWindow, petInsuranceDropDetails, winBackDropDetails, winBackMailDate } from './win-back';

const at = (iso: string) => new Date(iso);

describe('win-back mail date', () => {
  it('is this month’s 13th before the 13th', () => {
    // 13 March 2024 is a Wednesday.
    expect(winBackMailDate(at('2024-03-01T15:00:00Z'))).toBe('2024-03-13');
    expect(winBackMailDate(at('2024-03-12T15:00:00Z'))).toBe('2024-03-13');
  });

  it('is next month’s 13th from the 13th on', () => {
    // 13 February 2024 is a Tuesday.
    expect(winBackMailDate(at('2024-01-13T15:00:00Z'))).toBe('2024-02-13');
    expect(winBackMailDate(at('2024-01-31T15:00:00Z'))).toBe('2024-02-13');
    expect(winBackMailDate(at('2024-12-20T15:00:00Z'))).toBe('2025-01-13');
  });

  it('moves to the next business day when the 13th is a weekend or a postal holiday', () => {
    // 13 April 2024 is a Saturday; 13 October 2024 a Sunday, followed by Columbus Day.
    expect(winBackMailDate(at('2024-04-02T15:00:00Z'))).toBe('2024-04-15');
    expect(winBackMailDate(at('2024-09-20T15:00:00Z'))).toBe('2024-10-15');
  });

  it('decides by the New York day', () => {
    // 02:00 UTC on 13 March is still 12 March in New York.
    expect(winBackMailDate(at('2024-03-13T02:00:00Z'))).toBe('2024-03-13');
    expect(winBackMailDate(at('2024-03-13T05:00:00Z'))).toBe('2024-04-15');
  });

  it('property: a weekday within 4 days after a 13th, after today, at most ~1 month ahead', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2090-01-01'), noInvalidDate: true }),
        (now) => {
          const mail = winBackMailDate(now);
          const day = Number(mail.slice(8));
          const weekday = new Date(`${mail}T12:00:00Z`).getUTCDay();
          expect(day).toBeGreaterThanOrEqual(13);
          // A Saturday 13th followed by a Monday holiday is the latest (13 January 2029: Tuesday 16th).
          expect(day).toBeLessThanOrEqual(16);
          expect([0, 6]).not.toContain(weekday);
          const ahead = (Date.parse(mail) - Date.parse(businessToday(now))) / 86_400_000;
          expect(ahead).toBeGreaterThan(0);
          expect(ahead).toBeLessThanOrEqual(35);
        },
      ),
    );
  });
});

describe('win-back and pet insurance drop details', () => {
  it('win-back: drop type NONE, one mailing, drop date today, mailed the next 13th', () => {
    expect(winBackDropDetails(at('2024-03-04T15:00:00Z'), 40, 76)).toEqual({
      dropType: 'NONE',
      frequency: 0,
      numberOfMailings: 1,
      startDate: '2024-03-04',
      mailingDetails: [{ dropNumber: 1, mailDate: '2024-03-13', quantity: 40, price: 3040 }],
    });
  });

  it('pet insurance: weekly, one drop', () => {
    expect(petInsuranceDropDetails()).toEqual({
      dropType: 'ONE',
      frequency: 1,
      numberOfMailings: 1,
      mailingDetails: [],
    });
  });
});

describe('isInWinBackWindow', () => {
  it('keeps cancellations 30 days to 3 years before the list day, both ends included', () => {
    expect(isInWinBackWindow('2026-10-24', '2026-11-23')).toBe(true);
    expect(isInWinBackWindow('2026-10-25', '2026-11-23')).toBe(false);
    expect(isInWinBackWindow('2023-11-23', '2026-11-23')).toBe(true);
    expect(isInWinBackWindow('2023-11-22', '2026-11-23')).toBe(false);
  });
});
