import { addMonths } from 'date-fns';
import { type BusinessDate, businessToday, fromBusinessDay, toBusinessDay } from './business-date';
import { RENEWAL_LOOKAHEAD_MONTHS } from './constants';

/** "Customers Up For Renewal In The Next 3 Months" (spec 2 §9): from today (New York) to 3 months ahead. */
export function upForRenewalWindow(now: Date): { from: BusinessDate; to: BusinessDate } {
  const today = businessToday(now);
  return { from: today, to: fromBusinessDay(addMonths(toBusinessDay(today), RENEWAL_LOOKAHEAD_MONTHS)) };
}
