/**
 * The plain records report figures are computed from; the store maps table items onto them. Orders come
 * as the agency's order figures (shared/src/rules/order-figures.ts), not order by order.
 */

export interface OpportunityFact {
  oppType: string;
  title: string;
  programType: string;
  oppCount: number;
  isEnrolled: boolean;
}

export interface CustomerFact {
  policyNumber: string;
  firstName: string;
  lastName: string;
  city: string;
  state: string;
}

export interface WinBackFact extends CustomerFact {
  listMonth: string;
  cancelDate: string;
  mailDate: string;
}

export interface AnnualAutoFact extends CustomerFact {
  renewalDate: string;
  recommended: boolean;
}

export interface MovingListFact {
  listDate: string;
  records: number;
}

/** YYYY-MM of an ISO date or instant. */
export const monthOf = (iso: string) => iso.slice(0, 7);

/** Every month from the first to the last (inclusive), so a chart shows the quiet months too. */
export function monthRange(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split('-').map(Number) as [number, number];
  const [lastYear, lastMonth] = last.split('-').map(Number) as [number, number];
  while (year < lastYear || (year === lastYear && month <= lastMonth)) {
    months.push(`${year}-${String(month).padStart(2, '0')}`);
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return months;
}

/** The months of the window ending at `now` (12 by default), oldest first. */
export function lastMonths(now: Date, count = 12): string[] {
  const end = monthOf(now.toISOString());
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (count - 1), 1));
  return monthRange(monthOf(start.toISOString()), end);
}
