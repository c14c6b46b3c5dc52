import { addMonths, format, startOfMonth, subDays } from 'date-fns';
import type { SubscriptionSummaryRow } from '../model/policyholder';
import {
  type BusinessDate,
  businessToday,
  fromBusinessDay,
  isBusinessDate,
  toBusinessDay,
} from './business-date';
import { priceForCount } from './pricing';

/**
 * Relationship-marketing greeting-card subscriptions (spec 2 §1, §2, §3): 3 or 6 months; one seasonal card
 * per 3-month period to every subscribed policyholder, plus a birthday card to those whose birthday falls
 * in the subscription.
 */

/** The months one seasonal card covers. */
export const SEASONAL_CARD_MONTHS = 3;
export const BIRTHDAY_CARD_NAME = 'Birthday Card';

export interface SubscriptionTerm {
  /** The first day of the subscription: the first of the month after the order. */
  start: BusinessDate;
  /** The last day it covers. */
  end: BusinessDate;
  /** One per 3-month period: its first and last day. */
  seasons: Array<{ start: BusinessDate; end: BusinessDate }>;
}

/** The subscription ordered `now` for `months` months: it starts on the first of next month. */
export function subscriptionTerm(months: number, now: Date): SubscriptionTerm {
  const first = startOfMonth(addMonths(toBusinessDay(businessToday(now)), 1));
  const seasons = Array.from(
    { length: Math.max(1, Math.floor(months / SEASONAL_CARD_MONTHS)) },
    (_, index) => {
      const seasonStart = addMonths(first, index * SEASONAL_CARD_MONTHS);
      return {
        start: fromBusinessDay(seasonStart),
        end: fromBusinessDay(subDays(addMonths(seasonStart, SEASONAL_CARD_MONTHS), 1)),
      };
    },
  );
  return { start: seasons[0]!.start, end: seasons.at(-1)!.end, seasons };
}

/** The birthday (month and day of `birthDate`) that falls inside the term, if one does. */
export function birthdayInTerm(birthDate: BusinessDate | null | undefined, term: SubscriptionTerm) {
  if (!birthDate) return undefined;
  const [, month, day] = birthDate.split('-');
  for (const year of new Set([term.start.slice(0, 4), term.end.slice(0, 4)])) {
    // 29 February outside a leap year is celebrated on 1 March.
    const exact = `${year}-${month}-${day}`;
    const candidate = isBusinessDate(exact) ? exact : `${year}-03-01`;
    if (candidate >= term.start && candidate <= term.end) return candidate;
  }
  return undefined;
}

/** The name of the seasonal card of one 3-month period, e.g. 'Seasonal Card (Jan – Mar 2027)'. */
export function seasonalCardName(season: { start: BusinessDate; end: BusinessDate }): string {
  const from = toBusinessDay(season.start);
  const to = toBusinessDay(season.end);
  const sameYear = season.start.slice(0, 4) === season.end.slice(0, 4);
  return `Seasonal Card (${format(from, sameYear ? 'MMM' : 'MMM yyyy')} – ${format(to, 'MMM yyyy')})`;
}

/**
 * The subscription summary (spec 2 §3 summary rows): per card, how many of the list would get it
 * (listCount), how many of the selected will (selectedCount) and their price at the card's unit price.
 */
export function subscriptionSummary(input: {
  list: ReadonlyArray<{ birthDate?: BusinessDate | null }>;
  selected: ReadonlyArray<{ birthDate?: BusinessDate | null }>;
  months: number;
  unitPriceCents: number;
  now: Date;
}): SubscriptionSummaryRow[] {
  const term = subscriptionTerm(input.months, input.now);
  const birthdays = (holders: ReadonlyArray<{ birthDate?: BusinessDate | null }>) =>
    holders.filter((holder) => birthdayInTerm(holder.birthDate, term) !== undefined).length;
  const row = (assetName: string, listCount: number, selectedCount: number): SubscriptionSummaryRow => ({
    assetName,
    listCount,
    selectedCount,
    price: priceForCount(selectedCount, input.unitPriceCents),
  });
  return [
    ...term.seasons.map((season) => row(seasonalCardName(season), input.list.length, input.selected.length)),
    row(BIRTHDAY_CARD_NAME, birthdays(input.list), birthdays(input.selected)),
  ];
}

/** The cards a summary sends (the order's count) and what they cost, in cents. */
export function subscriptionTotals(
  rows: ReadonlyArray<Pick<SubscriptionSummaryRow, 'selectedCount' | 'price'>>,
) {
  return {
    cards: rows.reduce((sum, row) => sum + row.selectedCount, 0),
    totalPrice: rows.reduce((sum, row) => sum + row.price, 0),
  };
}

/**
 * What one subscriber's seasonal cards cost, in cents: what list cleaning saves per subscriber it removes
 * (a birthday card depends on the birthday, so it is not counted).
 */
export function subscriberPrice(
  rows: ReadonlyArray<Pick<SubscriptionSummaryRow, 'assetName'>>,
  unitPriceCents: number,
): number {
  return priceForCount(rows.filter((row) => row.assetName !== BIRTHDAY_CARD_NAME).length, unitPriceCents);
}
