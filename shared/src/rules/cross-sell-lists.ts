import { labels, notices } from '../messages';
import { type CrossSellListType, isAutomatedListType } from './start-order-routing';

/** Cross-sell view-summary and view-detail pages (spec 2 §2, §4). */

/** Enroll on a summary row: only for the automated lists, as the text "Enrolled" once enrolled. */
export function enrollCell(
  listType: CrossSellListType,
  row: { isEnrolled: boolean },
): 'none' | 'enrolled' | 'enroll' {
  if (!isAutomatedListType(listType)) return 'none';
  return row.isEnrolled ? 'enrolled' : 'enroll';
}

/** Start Order is hidden on the automated lists (home-to-auto, auto-to-home, umbrella-to-auto). */
export function showsStartOrder(listType: CrossSellListType): boolean {
  return !isAutomatedListType(listType);
}

/** The View List link's enrollText query value. */
export function enrollText(isEnrolled: boolean): string {
  return isEnrolled ? notices.enrolled : notices.notEnrolled;
}

/**
 * On the detail page a list counts as enrolled if any row has a mailing date, unless the enrollText
 * query value is given (then it decides).
 */
export function isListEnrolled(
  rows: readonly { mailingDate?: string | null }[],
  enrollTextQuery?: string | null,
): boolean {
  if (enrollTextQuery) return enrollTextQuery.trim().toLowerCase() === notices.enrolled.toLowerCase();
  return rows.some((row) => Boolean(row.mailingDate));
}

/**
 * "Owner Master ID" when the sub code is the selected agency's own owner-master id, else
 * "Sub-Code Agency ID".
 */
export function agencyIdLabel(subCode: string, agency: { statId: string; isOwnerMaster: boolean }): string {
  return agency.isOwnerMaster && subCode === agency.statId ? labels.ownerMasterId : labels.subCodeAgencyId;
}

/** Marketing channel column: Direct Mail when a mailing date exists. */
export function marketingChannel(row: { mailingDate?: string | null }): string {
  return row.mailingDate ? 'Direct Mail' : '';
}

/** Specialty columns (motorcycle, watercraft, RV) as Y/N. */
export function yesNo(flag: boolean | null | undefined): 'Y' | 'N' {
  return flag ? 'Y' : 'N';
}
