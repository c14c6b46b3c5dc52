import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DropDetails } from '../model/drop-details';
import { DropFrequency, DropType } from '../model/enum-values';
import { firstAvailableDropDate } from './drop-date-window';
import { mailDateCurrency } from './mail-date-currency';
import { withMailingSchedule } from './mailing-schedule';
import { petInsuranceDropDetails, winBackDropDetails } from './win-back';

/** 10:00 in New York on the given day (EST/EDT aside, 15:00 UTC is mid-morning there). */
const on = (day: string) => new Date(`${day}T15:00:00Z`);

const oneTime = (startDate: string): DropDetails =>
  withMailingSchedule(
    {
      dropType: DropType.ONE,
      frequency: DropFrequency.Weekly,
      numberOfMailings: 1,
      startDate,
      mailingDetails: [],
    },
    30,
    58,
  );

const multiple = (startDate: string, frequency: DropFrequency, numberOfMailings: number): DropDetails =>
  withMailingSchedule(
    { dropType: DropType.MULTIPLE, frequency, numberOfMailings, startDate, mailingDetails: [] },
    30,
    58,
  );

describe('mail date currency (a stored schedule re-checked today)', () => {
  describe('a Friday before a postal holiday (Fri 15 Jan 2027; Mon 18 Jan is Martin Luther King Jr. Day)', () => {
    const friday = on('2027-01-15');

    it('keeps the Tuesday after the holiday weekend', () => {
      expect(mailDateCurrency(oneTime('2027-01-19'), friday)).toEqual({ ok: true });
    });

    it('refuses the holiday Monday: no longer a mailing day', () => {
      expect(mailDateCurrency(oneTime('2027-01-18'), friday)).toEqual({
        ok: false,
        reason: 'not-a-mail-day',
        mailDate: '2027-01-18',
      });
    });

    it('refuses today (inside the 2-day lead time) and yesterday (passed)', () => {
      expect(mailDateCurrency(oneTime('2027-01-15'), friday)).toMatchObject({
        ok: false,
        reason: 'too-close',
      });
      expect(mailDateCurrency(oneTime('2027-01-14'), friday)).toMatchObject({ ok: false, reason: 'passed' });
    });
  });

  describe('a month end (Mon 30 Nov 2026: the window opens Wed 2 Dec)', () => {
    const monthEnd = on('2026-11-30');

    it('refuses 1 December as too close and keeps 2 December', () => {
      expect(mailDateCurrency(oneTime('2026-12-01'), monthEnd)).toEqual({
        ok: false,
        reason: 'too-close',
        mailDate: '2026-12-01',
      });
      expect(mailDateCurrency(oneTime('2026-12-02'), monthEnd)).toEqual({ ok: true });
    });

    it('refuses a multi-drop schedule whose first drop passed, whatever its later drops', () => {
      const schedule = multiple('2026-11-27', DropFrequency.BiWeekly, 3);
      expect(schedule.mailingDetails.map((row) => row.mailDate)).toEqual([
        '2026-11-27',
        '2026-12-11',
        '2026-12-28',
      ]);
      expect(mailDateCurrency(schedule, monthEnd)).toEqual({
        ok: false,
        reason: 'passed',
        mailDate: '2026-11-27',
      });
    });
  });

  describe('win-back (the next 13th)', () => {
    const planned = winBackDropDetails(on('2026-11-02'), 12, 58);

    it('was planned for Friday 13 November 2026', () => {
      expect(planned.mailingDetails[0]!.mailDate).toBe('2026-11-13');
    });

    it('holds until the day before the 13th', () => {
      expect(mailDateCurrency(planned, on('2026-11-12'))).toEqual({ ok: true });
    });

    it('has passed from the 13th on, though inside the 2-day lead time it was never checked', () => {
      expect(mailDateCurrency(planned, on('2026-11-13'))).toEqual({
        ok: false,
        reason: 'passed',
        mailDate: '2026-11-13',
      });
      expect(mailDateCurrency(planned, on('2026-11-28'))).toMatchObject({ ok: false, reason: 'passed' });
    });
  });

  it('has nothing to re-check without dated mailings (pet insurance, no schedule yet)', () => {
    expect(mailDateCurrency(petInsuranceDropDetails(), on('2026-11-28'))).toEqual({ ok: true });
    expect(mailDateCurrency(undefined, on('2026-11-28'))).toEqual({ ok: true });
  });

  it('property: a schedule started on the first available date is current that day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2001-01-01'), max: new Date('2089-01-01'), noInvalidDate: true }),
        (now) => {
          expect(mailDateCurrency(oneTime(firstAvailableDropDate(now)), now)).toEqual({ ok: true });
          expect(
            mailDateCurrency(multiple(firstAvailableDropDate(now), DropFrequency.Weekly, 4), now),
          ).toEqual({
            ok: true,
          });
        },
      ),
    );
  });
});
