import { addMonths, setDate, subDays, subYears } from 'date-fns';
import type { DropDetails } from '../model/drop-details';
import { DropFrequency, DropType } from '../model/enum-values';
import {
  type BusinessDate,
  businessToday,
  fromBusinessDay,
  nextBusinessDay,
  toBusinessDay,
} from './business-date';
import { WIN_BACK_LOOKBACK, WIN_BACK_MAIL_DAY } from './constants';
import { priceForCount } from './pricing';

/**
 * The win-back letter's mail date (spec 2 §4): the next 13th — this month's when today (New York)
 * is before the 13th, otherwise (the 13th itself included) next month's — moved to the following
 * Monday when it falls on a weekend.
 */
export function winBackMailDate(now: Date): BusinessDate {
  const today = toBusinessDay(businessToday(now));
  const month = today.getDate() >= WIN_BACK_MAIL_DAY ? addMonths(today, 1) : today;
  return fromBusinessDay(nextBusinessDay(setDate(month, WIN_BACK_MAIL_DAY)));
}

/**
 * Win-back step 3 Next: drop type NONE, one mailing, the drop date set to today; the one schedule
 * row carries the actual mail date (the next 13th) with the whole quantity.
 */
export function winBackDropDetails(now: Date, quantity: number, unitPriceCents: number): DropDetails {
  return {
    dropType: DropType.NONE,
    frequency: DropFrequency.NONE,
    numberOfMailings: 1,
    startDate: businessToday(now),
    mailingDetails: [
      {
        dropNumber: 1,
        mailDate: winBackMailDate(now),
        quantity,
        price: priceForCount(quantity, unitPriceCents),
      },
    ],
  };
}

/**
 * Pet insurance Next: a weekly schedule with one drop (the emails are processed and deployed weekly,
 * so no start date is picked and the schedule stays empty).
 */
export function petInsuranceDropDetails(): DropDetails {
  return {
    dropType: DropType.ONE,
    frequency: DropFrequency.Weekly,
    numberOfMailings: 1,
    mailingDetails: [],
  };
}

/**
 * Whether a cancelled policy belongs on the Win Back list built on `listDay` (spec 2 §9: cancelled
 * 30 days to 3 years before, both ends included). Both dates are calendar days, YYYY-MM-DD.
 */
export function isInWinBackWindow(cancelDate: BusinessDate, listDay: BusinessDate): boolean {
  const day = toBusinessDay(listDay);
  const newest = fromBusinessDay(subDays(day, WIN_BACK_LOOKBACK.minDays));
  const oldest = fromBusinessDay(subYears(day, WIN_BACK_LOOKBACK.maxYears));
  return cancelDate >= oldest && cancelDate <= newest;
}
