import type { DropDetails } from '../model/drop-details';
import { DropFrequency, DropType } from '../model/enum-values';
import { MAILING_COUNTS } from './constants';

/** Drop defaults: one mailing, weekly frequency, no start date, no schedule (spec 1 §4, spec 2 §9). */
export function defaultDropDetails(): DropDetails {
  return { dropType: DropType.ONE, frequency: DropFrequency.Weekly, numberOfMailings: 1, mailingDetails: [] };
}

/**
 * Choosing (or switching) the drop type clears start date, mailing count, frequency and schedule back
 * to the defaults. For MULTIPLE the count stays at the default 1, which is not a valid multiple-drop
 * count, so the user must still pick 2, 3 or 4. Win-back (NONE) has no frequency.
 */
export function selectDropType(dropType: DropType): DropDetails {
  const frequency = dropType === DropType.NONE ? DropFrequency.NONE : DropFrequency.Weekly;
  return { ...defaultDropDetails(), dropType, frequency };
}

export function isValidMailingCount(count: number): boolean {
  return (MAILING_COUNTS as readonly number[]).includes(count);
}

export function isValidMultipleDropFrequency(frequency: number): boolean {
  return frequency === DropFrequency.Weekly || frequency === DropFrequency.BiWeekly;
}

/**
 * The schedule (multi-drop summary) is requested only when frequency, mailings and start date are all
 * set; a one-time drop needs only its start date. The same condition enables Next on the drop step.
 */
export function canRequestMailingSchedule(details: DropDetails): boolean {
  if (!details.startDate) return false;
  if (details.dropType !== DropType.MULTIPLE) return true;
  return isValidMultipleDropFrequency(details.frequency) && isValidMailingCount(details.numberOfMailings);
}
