import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DropDetails } from '../model/drop-details';
import { businessToday } from './business-date';
import {
  clearScheduleIfOutsideWindow,
  dropDateWindow,
  firstAvailableDropDate,
  isDropDateDisabled,
  isValidDropStartDate,
} from './drop-date-window';
import { isPostalHoliday } from './postal-holidays';

// Monday 4 March 2024, 10:00 in New York.
const now = new Date('2024-03-04T15:00:00Z');

const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('drop date window', () => {
  it('runs from 2 days ahead to 4 months ahead', () => {
    expect(dropDateWindow(now)).toEqual({ earliest: '2024-03-06', latest: '2024-07-04' });
  });

  it('uses the New York calendar day', () => {
    // 02:00 UTC on 5 March is 21:00 on 4 March in New York.
    expect(dropDateWindow(new Date('2024-03-05T02:00:00Z')).earliest).toBe('2024-03-06');
  });

  it('clamps 4 months ahead to the end of a shorter month', () => {
    expect(dropDateWindow(new Date('2024-10-31T16:00:00Z')).latest).toBe('2025-02-28');
  });

  it('includes both ends and disables the days around them', () => {
    expect(isDropDateDisabled('2024-03-05', now)).toBe(true);
    expect(isDropDateDisabled('2024-03-06', now)).toBe(false);
    expect(isDropDateDisabled('2024-07-03', now)).toBe(false);
    expect(isDropDateDisabled('2024-07-05', now)).toBe(true);
  });

  it('disables the postal holidays of the drop calendar', () => {
    // 4 July 2024, the window's last day, is Independence Day; 27 May is Memorial Day.
    expect(isDropDateDisabled('2024-07-04', now)).toBe(true);
    expect(isDropDateDisabled('2024-05-27', now)).toBe(true);
    expect(isDropDateDisabled('2024-05-28', now)).toBe(false);
  });

  it('disables weekends, the past and malformed dates', () => {
    expect(isDropDateDisabled('2024-03-09', now)).toBe(true);
    expect(isDropDateDisabled('2024-03-10', now)).toBe(true);
    expect(isDropDateDisabled('2024-03-04', now)).toBe(true);
    expect(isDropDateDisabled('2022-10-21', now)).toBe(true);
    expect(isDropDateDisabled('2020-01-01', now)).toBe(true);
    expect(isDropDateDisabled('2024-03-06T10:00', now)).toBe(true);
    expect(isValidDropStartDate(null, now)).toBe(false);
    expect(isValidDropStartDate('2024-03-11', now)).toBe(true);
  });

  it('finds the first selectable day past a weekend', () => {
    // Thursday 7 March: 2 days ahead is Saturday the 9th.
    expect(firstAvailableDropDate(new Date('2024-03-07T15:00:00Z'))).toBe('2024-03-11');
    expect(firstAvailableDropDate(now)).toBe('2024-03-06');
    // Thursday 11 January 2024: Saturday, Sunday, then Martin Luther King Jr. Day.
    expect(firstAvailableDropDate(new Date('2024-01-11T15:00:00Z'))).toBe('2024-01-16');
  });

  it('property: an enabled day is a weekday, not a holiday, inside the window', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -600, max: 200 }), (at, offset) => {
        const today = new Date(`${businessToday(at)}T12:00:00Z`);
        const day = new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
        const { earliest, latest } = dropDateWindow(at);
        if (!isDropDateDisabled(day, at)) {
          const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
          expect(day >= earliest && day <= latest).toBe(true);
          expect(weekday === 0 || weekday === 6).toBe(false);
          expect(isPostalHoliday(day)).toBe(false);
        }
        if (offset < 2) expect(isDropDateDisabled(day, at)).toBe(true);
      }),
    );
  });

  it('property: the first available day is enabled and within 2 to 5 days ahead', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const first = firstAvailableDropDate(at);
        expect(isDropDateDisabled(first, at)).toBe(false);
        const days = (Date.parse(first) - Date.parse(businessToday(at))) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(2);
        // A weekend followed by a Monday holiday is the longest wait.
        expect(days).toBeLessThanOrEqual(5);
      }),
    );
  });
});

describe('clearScheduleIfOutsideWindow', () => {
  const scheduled: DropDetails = {
    dropType: 'MULTIPLE',
    frequency: 4,
    numberOfMailings: 2,
    startDate: '2024-03-06',
    mailingDetails: [
      { dropNumber: 1, mailDate: '2024-03-06', quantity: 30, price: 2280 },
      { dropNumber: 2, mailDate: '2024-03-20', quantity: 30, price: 2280 },
    ],
  };

  it('keeps a start date inside the window', () => {
    expect(clearScheduleIfOutsideWindow(scheduled, now)).toBe(scheduled);
  });

  it('clears start date and schedule once the date has left the window', () => {
    const later = new Date('2024-03-05T15:00:00Z');
    expect(clearScheduleIfOutsideWindow(scheduled, later)).toEqual({
      dropType: 'MULTIPLE',
      frequency: 4,
      numberOfMailings: 2,
      mailingDetails: [],
    });
  });

  it('clears a weekend or too-distant start date', () => {
    expect(
      clearScheduleIfOutsideWindow({ ...scheduled, startDate: '2024-03-09' }, now).startDate,
    ).toBeUndefined();
    expect(
      clearScheduleIfOutsideWindow({ ...scheduled, startDate: '2024-08-01' }, now).mailingDetails,
    ).toEqual([]);
  });

  it('leaves details without a start date, and win-back details, alone', () => {
    const { startDate: _, ...unscheduled } = scheduled;
    expect(clearScheduleIfOutsideWindow(unscheduled, now)).toBe(unscheduled);
    const winBack: DropDetails = { ...scheduled, dropType: 'NONE', frequency: 0, startDate: '2024-03-04' };
    expect(clearScheduleIfOutsideWindow(winBack, now)).toBe(winBack);
  });
});
