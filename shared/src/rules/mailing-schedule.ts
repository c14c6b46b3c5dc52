import { addDays } from 'date-fns';
import type { DropDetails } from '../model/drop-details';
import { DropFrequency, DropType } from '../model/enum-values';
import { type BusinessDate, fromBusinessDay, nextBusinessDay, toBusinessDay } from './business-date';
import {
  DROP_FREQUENCY_INTERVAL_DAYS,
  MULTIPLE_DROPS_PRODUCT_DATA_TYPE,
  SMALL_ORDER_THRESHOLD,
} from './constants';
import { isValidMailingCount } from './drop-details';
import { emailSendDate } from './email-send-date';
import { priceForCount } from './pricing';

export interface DropEligibilityInput {
  /** The product's data type; multiple drops need type 1. */
  productDataType: number | null | undefined;
  /** Policyholders or prospects to mail. */
  targetCount: number;
}

/** 25 or fewer recipients is a small order. */
export function isSmallOrder(targetCount: number): boolean {
  return targetCount <= SMALL_ORDER_THRESHOLD;
}

/** Multiple drops are offered only when product data type is 1 and targetCount is above 25. */
export function canUseMultipleDrops({ productDataType, targetCount }: DropEligibilityInput): boolean {
  return productDataType === MULTIPLE_DROPS_PRODUCT_DATA_TYPE && !isSmallOrder(targetCount);
}

/**
 * Small orders (25 or fewer) are forced to a single drop: drop type ONE, and the drop step's
 * choice is skipped. Otherwise no type is forced (undefined); when multiple drops are not offered
 * for another reason the step is still shown with one-time only (see canUseMultipleDrops).
 */
export function forcedDropType(input: DropEligibilityInput): typeof DropType.ONE | undefined {
  return isSmallOrder(input.targetCount) ? DropType.ONE : undefined;
}

/** Days between drops: weekly (1) → 7, bi-weekly (4) → 14. */
export function dropIntervalDays(frequency: DropFrequency): number {
  if (frequency === DropFrequency.Weekly || frequency === DropFrequency.BiWeekly) {
    return DROP_FREQUENCY_INTERVAL_DAYS[frequency];
  }
  throw new RangeError(`Frequency ${frequency} has no interval between drops`);
}

/** ONE and NONE (win-back) are a single drop; MULTIPLE is 2, 3 or 4 mailings. */
export function dropCount(dropType: DropType, numberOfMailings: number): number {
  if (dropType !== DropType.MULTIPLE) return 1;
  if (!isValidMailingCount(numberOfMailings)) {
    throw new RangeError(`Number of mailings must be 2, 3 or 4, got ${numberOfMailings}`);
  }
  return numberOfMailings;
}

/**
 * Splits a quantity across drops so the parts sum to the total; the remainder goes one each to the
 * first drops (10 over 3 → 4, 3, 3).
 */
export function splitQuantity(total: number, drops: number): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`Quantity must be a whole number ≥ 0`);
  if (!Number.isInteger(drops) || drops < 1) throw new RangeError(`Drops must be a whole number ≥ 1`);
  const base = Math.floor(total / drops);
  const remainder = total % drops;
  return Array.from({ length: drops }, (_, index) => base + (index < remainder ? 1 : 0));
}

/**
 * Mail dates: the start date, then every 7 or 14 days. A date on a weekend or a postal holiday moves to
 * the next day of the drop calendar (spec silent; drops stay on business days). With a weekday start date,
 * which the drop window guarantees, a later drop moves only when it falls on a holiday.
 */
export function mailDates(startDate: BusinessDate, count: number, frequency: DropFrequency): BusinessDate[] {
  const start = toBusinessDay(startDate);
  const interval = count > 1 ? dropIntervalDays(frequency) : 0;
  return Array.from({ length: count }, (_, index) =>
    fromBusinessDay(nextBusinessDay(addDays(start, index * interval))),
  );
}

export interface MailingScheduleInput {
  startDate: BusinessDate;
  dropType: DropType;
  frequency: DropFrequency;
  numberOfMailings: number;
  /** Total pieces across all drops. */
  quantity: number;
  /** Integer cents per piece. */
  unitPriceCents: number;
}

/** A schedule row (a model MailingDetail with its drop number always set). */
export interface MailingRow {
  dropNumber: number;
  mailDate: BusinessDate;
  quantity: number;
  /** Integer cents: quantity × unit price. */
  price: number;
}

export interface MailingSchedule {
  rows: MailingRow[];
  totals: { quantity: number; price: number };
}

/** The dated quantity/price table of the drop step and review (price per drop = quantity × unit price). */
export function buildMailingSchedule(input: MailingScheduleInput): MailingSchedule {
  const drops = dropCount(input.dropType, input.numberOfMailings);
  const dates = mailDates(input.startDate, drops, input.frequency);
  const quantities = splitQuantity(input.quantity, drops);
  const rows = quantities.map((quantity, index) => ({
    dropNumber: index + 1,
    mailDate: dates[index]!,
    quantity,
    price: priceForCount(quantity, input.unitPriceCents),
  }));
  return { rows, totals: scheduleTotals(rows) };
}

export function scheduleTotals(rows: readonly { quantity: number; price: number }[]): {
  quantity: number;
  price: number;
} {
  return rows.reduce(
    (sum, row) => ({ quantity: sum.quantity + row.quantity, price: sum.price + row.price }),
    { quantity: 0, price: 0 },
  );
}

/** Drop details with their schedule filled in from the chosen start date, type, frequency and count. */
export function withMailingSchedule(
  details: DropDetails,
  quantity: number,
  unitPriceCents: number,
): DropDetails {
  if (!details.startDate) return { ...details, mailingDetails: [] };
  const { rows } = buildMailingSchedule({
    startDate: details.startDate,
    dropType: details.dropType,
    frequency: details.frequency,
    numberOfMailings: details.numberOfMailings,
    quantity,
    unitPriceCents,
  });
  return { ...details, mailingDetails: rows };
}

/**
 * The email of a multi-channel order follows its first direct-mail drop on the send date of the e-mail
 * rule (rules/email-send-date.ts): one drop to the recipients that have an email address.
 */
export function multiChannelEmailDrop(
  directMail: DropDetails | undefined,
  emailCount: number,
  unitPriceCents: number,
  programType: string | null | undefined,
): DropDetails | undefined {
  const first = directMail?.mailingDetails[0]?.mailDate;
  if (!first) return undefined;
  const sendDate = emailSendDate(first, { kind: 'multi-channel', programType });
  return withMailingSchedule(
    {
      dropType: DropType.ONE,
      frequency: DropFrequency.Weekly,
      numberOfMailings: 1,
      startDate: sendDate,
      mailingDetails: [],
    },
    emailCount,
    unitPriceCents,
  );
}
