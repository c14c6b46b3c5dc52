import { addDays, differenceInCalendarDays } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DropType } from '../model/enum-values';
import {
  annualAutoCadence,
  annualAutoDrops,
  annualAutoMailDate,
  annualAutoMailWindow,
} from './annual-auto-timing';
import { fromBusinessDay, isDropCalendarDay, toBusinessDay } from './business-date';

// Monday 4 March 2024, 10:00 in New York: the first drop date is Wednesday 6 March.
const monday = new Date('2024-03-04T15:00:00Z');
// Friday 8 March 2024: the window's earliest day is Sunday 10 March, so the first drop is Monday 11 March.
const friday = new Date('2024-03-08T16:00:00Z');

const mailDateOf = (renewalDate: string, now = monday) =>
  annualAutoMailDate(renewalDate, annualAutoCadence(now));

describe('annual-auto mail window', () => {
  it('runs from 90 to 60 days before the renewal', () => {
    expect(annualAutoMailWindow('2024-06-11')).toEqual({ from: '2024-03-13', to: '2024-04-12' });
  });

  it('is a weekly cadence from the first available drop date to the window’s last day', () => {
    const cadence = annualAutoCadence(monday);
    expect(cadence.slice(0, 3)).toEqual(['2024-03-06', '2024-03-13', '2024-03-20']);
    expect(cadence.at(-1)! <= '2024-07-04').toBe(true);
  });
});

describe('annual-auto mail date', () => {
  it('mails on a drop exactly 60 days before the renewal, and not a day later', () => {
    // 6 March + 60 days = 5 May; a renewal on 4 May would need a drop on 5 March, before the first.
    expect(mailDateOf('2024-05-05')).toEqual({ ok: true, mailDate: '2024-03-06' });
    expect(mailDateOf('2024-05-04')).toEqual({ ok: false, reason: 'passed' });
  });

  it('mails on a drop exactly 90 days before the renewal, and not a day earlier', () => {
    // 13 March + 90 days = 11 June; a renewal on 12 June opens its window on 14 March: the next drop.
    expect(mailDateOf('2024-06-11')).toEqual({ ok: true, mailDate: '2024-03-13' });
    expect(mailDateOf('2024-06-12')).toEqual({ ok: true, mailDate: '2024-03-20' });
  });

  it('never mails on a weekend: a window ending on the Sunday before the first drop has passed', () => {
    expect(annualAutoCadence(friday)[0]).toBe('2024-03-11');
    // Sunday 10 March + 60 days = 9 May.
    expect(mailDateOf('2024-05-09', friday)).toEqual({ ok: false, reason: 'passed' });
    expect(mailDateOf('2024-05-10', friday)).toEqual({ ok: true, mailDate: '2024-03-11' });
  });

  it('moves a drop off a postal holiday (Memorial Day 2024) to the next mailing day', () => {
    expect(annualAutoCadence(friday)).toContain('2024-05-28');
    expect(annualAutoCadence(friday)).not.toContain('2024-05-27');
  });

  it('leaves a renewal whose window opens after the drop window as not yet mailable, and one without a date', () => {
    // The drop window ends on 8 July; a renewal on 7 October opens its window on 9 July.
    expect(mailDateOf('2024-10-07', friday)).toEqual({ ok: false, reason: 'not-yet' });
    expect(annualAutoMailDate(undefined, annualAutoCadence(friday))).toEqual({
      ok: false,
      reason: 'not-yet',
    });
    expect(annualAutoMailDate('', annualAutoCadence(friday))).toEqual({ ok: false, reason: 'not-yet' });
  });

  it('puts every mailed letter on a mailing day 60 to 90 days before its renewal', () => {
    const now = fc.date({
      min: new Date('2024-01-01T00:00:00Z'),
      max: new Date('2030-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(now, fc.integer({ min: -30, max: 250 }), (instant, daysAhead) => {
        const cadence = annualAutoCadence(instant);
        const renewal = fromBusinessDay(addDays(toBusinessDay(cadence[0]!), daysAhead));
        const timing = annualAutoMailDate(renewal, cadence);
        if (!timing.ok) return;
        const before = differenceInCalendarDays(toBusinessDay(renewal), toBusinessDay(timing.mailDate));
        expect(before).toBeGreaterThanOrEqual(60);
        expect(before).toBeLessThanOrEqual(90);
        expect(isDropCalendarDay(toBusinessDay(timing.mailDate))).toBe(true);
      }),
      { numRuns: 40 },
    );
  });
});

describe('annual-auto drops', () => {
  const customer = (policyNumber: string, renewalDate?: string) => ({ policyNumber, renewalDate });

  it('groups the customers into one drop per mail date, in date order, and counts those left out', () => {
    const drops = annualAutoDrops(
      [
        customer('late', '2024-06-12'),
        customer('first', '2024-05-05'),
        customer('passed', '2024-05-04'),
        customer('second', '2024-06-11'),
        customer('also-late', '2024-06-14'),
        customer('far', '2024-12-01'),
      ],
      monday,
      76,
    );
    expect(drops.dropDetails).toEqual({
      dropType: DropType.MULTIPLE,
      frequency: 1,
      numberOfMailings: 3,
      startDate: '2024-03-06',
      mailingDetails: [
        { dropNumber: 1, mailDate: '2024-03-06', quantity: 1, price: 76 },
        { dropNumber: 2, mailDate: '2024-03-13', quantity: 1, price: 76 },
        { dropNumber: 3, mailDate: '2024-03-20', quantity: 2, price: 152 },
      ],
    });
    expect(drops.mailed.map((row) => row.policyNumber)).toEqual(['first', 'second', 'late', 'also-late']);
    expect(drops.passed.map((row) => row.policyNumber)).toEqual(['passed']);
    expect(drops.notYet.map((row) => row.policyNumber)).toEqual(['far']);
  });

  it('is one drop when every customer falls on one date, and none when every window has passed', () => {
    expect(annualAutoDrops([customer('a', '2024-05-05')], monday, 10).dropDetails.dropType).toBe(
      DropType.ONE,
    );
    const none = annualAutoDrops([customer('a', '2024-04-01')], monday, 10);
    expect(none.dropDetails).toEqual({
      dropType: DropType.ONE,
      frequency: 1,
      numberOfMailings: 1,
      mailingDetails: [],
    });
    expect(none.passed).toHaveLength(1);
  });
});
