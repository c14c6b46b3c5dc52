import type { CrossSellTypeCode } from '../model/enums';
import { CROSS_SELL_CODES, type CrossSellCode } from './constants';
import { programTypeTab } from './program-type-tab';
import type { CrossSellListType } from './start-order-routing';

/**
 * Which policyholders a personalized piece may be mailed to (spec 2 §2 "CrossSell: policyholder
 * selection"; spec 1 §3 policyholder rows and cross-sell list codes).
 */

/**
 * The cross-sell list code behind each list type of /cross-sell/view-summary (an assumption: the spec
 * names the codes and the list types, not the pairing). The custom lists reach the same customers as
 * the automated ones, through an order the agent places.
 */
export const LIST_TYPE_CODES = {
  'auto-to-home': 'H',
  'home-to-auto': 'A',
  'umbrella-to-auto': 'UR',
  specialty: 'SP',
  'landlord-protection': 'LPP',
  pet: 'PI',
  'custom-auto': 'A',
  'custom-home': 'H',
  'custom-umbrella': 'UR',
} as const satisfies Record<CrossSellListType, CrossSellTypeCode>;

/**
 * The list a piece promoting a line of business mails: a home letter goes to the auto customers
 * without a home policy (list H), an auto letter to the home customers without auto (A), and so on.
 * Lines are the catalogue's `productTypes` (LINES_OF_BUSINESS spellings and the seed's).
 */
const LINE_CODES: Readonly<Record<string, CrossSellCode>> = {
  home: 'H',
  auto: 'A',
  umbrella: 'UR',
  'landlord protection': 'LPP',
  landlordprotection: 'LPP',
  pet: 'PI',
  'pet insurance': 'PI',
  motorcycle: 'SP',
  rv: 'SP',
  watercraft: 'SP',
  specialty: 'SP',
};

const isCrossSellCode = (value: string): value is CrossSellCode =>
  (CROSS_SELL_CODES as readonly string[]).includes(value);

/**
 * The cross-sell lists whose policyholders an order state may mail, or none (then every policyholder
 * of the agency with a mailing address is eligible). An opportunity type that is itself a list code
 * (Start Order from a list) decides; else the lines in the semicolon-joined product type; programs
 * outside the cross-sell tab (CrossSell, CrossSellEmail, PetInsurance) select from the whole book.
 */
export function eligibleListCodes(orderState: {
  programType: string;
  productType: string;
  oppType?: string | null;
}): CrossSellCode[] {
  if (programTypeTab(orderState.programType) !== 'cross-sell') return [];
  const oppType = orderState.oppType?.trim().toUpperCase() ?? '';
  if (isCrossSellCode(oppType)) return [oppType];
  const codes = orderState.productType
    .split(';')
    .map((line) => LINE_CODES[line.trim().toLowerCase()])
    .filter((code): code is CrossSellCode => code !== undefined);
  return [...new Set(codes)];
}

/** The opportunity id a list row's Start Order carries: the row's sub code and the list's code. */
export const opportunityId = (subCode: string, code: CrossSellTypeCode): string => `${subCode}-${code}`;

/** The cross-sell list an opportunity id names (its code after the sub code), or none. */
export function opportunityListCode(oppId: string | null | undefined): CrossSellCode | undefined {
  const code = oppId?.split('-').at(-1)?.trim().toUpperCase() ?? '';
  return oppId?.includes('-') && isCrossSellCode(code) ? code : undefined;
}

/**
 * The lists an Express Order mails in each sub code: the opportunity's list when an opportunity started it
 * (an Auto-to-Home letter reaches that sub code's auto customers without home cover), else none (every
 * mailable policyholder of the sub code).
 */
export function expressTargetListCodes(record: { oppId?: string | null }): CrossSellCode[] {
  const code = opportunityListCode(record.oppId);
  return code ? [code] : [];
}

export interface RecipientCandidate {
  policyNumber: string;
  firstName: string;
  lastName: string;
  addressLine1: string;
  city: string;
  state: string;
  postalCode: string;
}

/** A policyholder can be mailed only with a whole address: street, city, state and ZIP. */
export function hasMailingAddress(holder: RecipientCandidate): boolean {
  return [holder.addressLine1, holder.city, holder.state, holder.postalCode].every(
    (part) => part.trim().length > 0,
  );
}

/** The self-selection search: name, policy #, city or ZIP contains the term, without case. */
export function matchesRecipientSearch(holder: RecipientCandidate, term: string | null | undefined): boolean {
  const needle = term?.trim().toLowerCase() ?? '';
  if (!needle) return true;
  const fields = [
    `${holder.firstName} ${holder.lastName}`,
    `${holder.lastName}, ${holder.firstName}`,
    holder.policyNumber,
    holder.city,
    holder.postalCode,
  ];
  return fields.some((field) => field.toLowerCase().includes(needle));
}

/** The self-selection order: last name, first name, policy #. */
export function byRecipientName(a: RecipientCandidate, b: RecipientCandidate): number {
  return (
    a.lastName.localeCompare(b.lastName) ||
    a.firstName.localeCompare(b.firstName) ||
    a.policyNumber.localeCompare(b.policyNumber)
  );
}
