import { crossSellTexts, emptyStates, labels, notices } from '../messages';
import { ChannelType } from '../model/enum-values';
import type { ProgramType } from '../model/enums';
import { paths } from '../routes/paths';
import { expressConfirmationPath, SINGLE_AGENCY_FLAG, singleAgencyStartPath } from './express-order-routing';
import { LIST_TYPE_CODES, opportunityId } from './recipient-eligibility';
import { withQuery } from './route-url';
import {
  type CrossSellListType,
  isAutomatedListType,
  START_ORDER_PATHS,
  startOrderRoute,
} from './start-order-routing';

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

/** The page title of a list type; "No List Type Found" when the route names none. */
export function crossSellListTitle(listType: CrossSellListType | undefined): string {
  return listType ? crossSellTexts.listTitles[listType] : emptyStates.listType;
}

/** What an order started from a list promotes: its program type and the line of business it sells. */
export const LIST_TYPE_ORDERS = {
  'auto-to-home': { programType: 'CrossSell', productType: 'Home' },
  'home-to-auto': { programType: 'CrossSell', productType: 'Auto' },
  'umbrella-to-auto': { programType: 'CrossSell', productType: 'Auto' },
  specialty: { programType: 'CrossSell', productType: 'Motorcycle;RV;Watercraft' },
  'landlord-protection': { programType: 'CrossSell', productType: 'LandlordProtection' },
  pet: { programType: 'PetInsurance', productType: 'Pet Insurance' },
  'custom-auto': { programType: 'CrossSell', productType: 'Auto' },
  'custom-home': { programType: 'CrossSell', productType: 'Home' },
  'custom-umbrella': { programType: 'CrossSell', productType: 'Umbrella' },
} as const satisfies Record<CrossSellListType, { programType: ProgramType; productType: string }>;

/**
 * Start Order of a summary row: the list type's route (startOrderRoute) for the row's sub code, with the
 * list's program and product type, the list code as oppType and `{subCode}-{code}` as oppId.
 */
export function summaryStartOrderRoute(listType: CrossSellListType, row: { subCode: string }): string {
  const code = LIST_TYPE_CODES[listType];
  return startOrderRoute(listType, {
    ...LIST_TYPE_ORDERS[listType],
    oppId: opportunityId(row.subCode, code),
    oppType: code,
    statCode: row.subCode,
  });
}

/**
 * The Express Ordering link of a list's summary (/cross-sell/express-ordering: one order for the user and the
 * sub codes they can access): offered where Start Order is, to an owner master whose list has a sub code other
 * than its own with opportunities; it carries the list's program and product type, `{ownerMasterId}-{code}` as
 * oppId, and direct mail as Start Order does. Undefined where it is not offered.
 */
export function summaryExpressOrderingRoute(
  listType: CrossSellListType,
  summary: { ownerMasterId: string; rows: readonly { subCode: string; opportunities: number }[] },
  agency: { isOwnerMaster?: boolean | null },
): string | undefined {
  if (!showsStartOrder(listType) || agency.isOwnerMaster !== true) return undefined;
  const others = summary.rows.some((row) => row.subCode !== summary.ownerMasterId && row.opportunities > 0);
  if (!others) return undefined;
  const code = LIST_TYPE_CODES[listType];
  return withQuery(paths.crossSellExpressOrdering, {
    ...LIST_TYPE_ORDERS[listType],
    oppId: `${summary.ownerMasterId}-${code}`,
    oppType: code,
    isMultiChannel: false,
    channelType: ChannelType.DirectMail,
  });
}

/** The agency address column of a summary row: street lines, then "City, ST 12345". */
export function agencyAddressLine(row: {
  agencyAddressLine1: string;
  agencyAddressLine2?: string;
  agencyCity: string;
  agencyState: string;
  agencyPostalCode: string;
}): string {
  const street = [row.agencyAddressLine1, row.agencyAddressLine2].filter(Boolean).join(' ');
  return `${street}, ${row.agencyCity}, ${row.agencyState} ${row.agencyPostalCode}`;
}

/** The route id of a list type, as the legacy links spell it: 'auto-to-home' → 'Cross-Sell-Auto-To-Home'. */
export function crossSellListRouteId(listType: CrossSellListType): string {
  const words = `cross-sell-${listType}`.split('-');
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('-');
}

/** The do-it-yourself pieces of the cross-sell landing and their product searches, as spec 2 §2 gives them. */
export const DO_IT_YOURSELF_LINKS = {
  renters: `${paths.productSearch}?f-product-type=renters&f-program-type=cross-sell&product-ids=AP-9626E;AP-4946E`,
  motorcycle: `${paths.productSearch}?f-product-search-term=AP-9628E;AP-4945E`,
  snowmobile: `${paths.productSearch}?f-product-search-term=AP-9630E`,
  offRoad: `${paths.productSearch}?f-product-search-term=AP-9343E`,
} as const;

/**
 * Where the express ordering question (/cross-sell/express-ordering) leads. Yes: the express order of the
 * asset; No: its single-agency start (the express shortcut not taken again). Without an asset both go to
 * the asset selection with the query carried (No keeps its answer for the start that follows).
 */
export function expressOrderingNextPath(
  answer: 'yes' | 'no',
  query: Readonly<Record<string, string | undefined>>,
): string {
  const { productId, ...carried } = query;
  if (productId)
    return answer === 'yes'
      ? expressConfirmationPath(productId, carried)
      : singleAgencyStartPath(productId, carried);
  return withQuery(START_ORDER_PATHS.assetSelection, {
    ...carried,
    [SINGLE_AGENCY_FLAG]: answer === 'no' ? true : undefined,
  });
}
