import { type PostalAddress, standardizeAddress } from './address-standardization';
import { givenNamesMatch, surnamesMatch } from './name-variants';

/**
 * Match-back (issue 48): which of an agency's drops earned each new policy it wrote. A policy belongs to a
 * household the agency mailed when its address (or, for a household that moved, the address it left)
 * standardizes to the mailed address and the household name matches (name variants allowed), and it was
 * written within the attribution window after the drop's in-home date. A direct response (a scan of the
 * piece's code, a visit to its personal URL, the form sent) names its drop and recipient: it always wins over
 * an address match, the latest response first; among address matches the most recent drop wins.
 */

/** How many days after a drop's in-home date a new policy is still credited to it, unless the agency sets another. */
export const DEFAULT_ATTRIBUTION_WINDOW_DAYS = 90;

/** One recipient of one drop, as it was mailed. */
export interface MailedHousehold extends PostalAddress {
  /** The drop (an order line's mailing): what results are counted by. */
  dropId: string;
  /** The recipient within the drop (a direct response names it). */
  recipientId: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD: the day the drop's pieces are in homes. */
  inHomeDate: string;
}

/** A policy the agency wrote, from the carrier's new-policy feed. */
export interface NewPolicy extends PostalAddress {
  policyNumber: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD. */
  writtenDate: string;
  /** Integer cents. */
  premiumCents: number;
  /** The address the insured gave as the one they left (a household that moved since it was mailed). */
  priorAddress?: PostalAddress | undefined;
}

export const RESPONSE_KINDS = ['scan', 'visit', 'form'] as const;
export type ResponseKind = (typeof RESPONSE_KINDS)[number];

/** A recipient's direct response to a piece. */
export interface DirectResponse {
  dropId: string;
  recipientId: string;
  kind: ResponseKind;
  /** ISO date-time. */
  at: string;
}

export interface Attribution {
  policyNumber: string;
  dropId: string;
  recipientId: string;
  /** 'response': the household answered that drop's piece; 'address': matched by address and name. */
  basis: 'response' | 'address';
  writtenDate: string;
  premiumCents: number;
}

export interface MatchBackOptions {
  windowDays?: number;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/** One delivery point, standardized: the street and unit lines and the 5-digit ZIP. */
export function deliveryPointKey(address: PostalAddress): string {
  const standard = standardizeAddress(address);
  return `${standard.addressLine1}|${standard.addressLine2 ?? ''}|${standard.postalCode.slice(0, 5)}`;
}

interface Indexed {
  household: MailedHousehold;
  inHome: number;
}

/** Later in homes first; the same day, the drop id decides (the same answer in any input order). */
const byRecency = (a: Indexed, b: Indexed) =>
  b.inHome - a.inHome ||
  (a.household.dropId < b.household.dropId ? -1 : a.household.dropId > b.household.dropId ? 1 : 0);

/** The mailed households by delivery point: a policy looks up its own one or two. */
function indexHouseholds(mailed: readonly MailedHousehold[]): Map<string, Indexed[]> {
  const index = new Map<string, Indexed[]>();
  for (const household of mailed) {
    const key = deliveryPointKey(household);
    const entry = { household, inHome: dayNumber(household.inHomeDate) };
    const list = index.get(key);
    if (list) list.push(entry);
    else index.set(key, [entry]);
  }
  return index;
}

/**
 * The mailed households of the policy's household: at its address or the one it left, under a matching
 * household name (another family at the same address is not the same household).
 */
function householdsOf(policy: NewPolicy, index: Map<string, Indexed[]>): Indexed[] {
  const points = new Set([deliveryPointKey(policy)]);
  if (policy.priorAddress) points.add(deliveryPointKey(policy.priorAddress));
  return [...points].flatMap((point) =>
    (index.get(point) ?? []).filter((entry) => surnamesMatch(entry.household.lastName, policy.lastName)),
  );
}

/** Of a drop's recipients in the household, the one the policy names (its given name), else the first. */
function recipientOf(candidates: readonly Indexed[], policy: NewPolicy): Indexed {
  return (
    candidates.find((entry) => givenNamesMatch(entry.household.firstName, policy.firstName)) ?? candidates[0]!
  );
}

/**
 * Every new policy credited to one drop, or none: by the household's latest direct response written on or
 * before the policy (in the window of that response's drop), else by the most recent drop that mailed the
 * household within the window.
 */
export function matchBack(
  mailed: readonly MailedHousehold[],
  policies: readonly NewPolicy[],
  responses: readonly DirectResponse[],
  options: MatchBackOptions = {},
): Attribution[] {
  const windowDays = options.windowDays ?? DEFAULT_ATTRIBUTION_WINDOW_DAYS;
  const index = indexHouseholds(mailed);
  const responsesOf = new Map<string, DirectResponse[]>();
  for (const response of responses) {
    const key = `${response.dropId}|${response.recipientId}`;
    responsesOf.set(key, [...(responsesOf.get(key) ?? []), response]);
  }
  const attributions: Attribution[] = [];
  for (const policy of policies) {
    const written = dayNumber(policy.writtenDate);
    const household = householdsOf(policy, index);
    const inWindow = household.filter(
      (entry) => written >= entry.inHome && written - entry.inHome <= windowDays,
    );
    // A response proves the piece arrived: it may come before the in-home date, never after the window.
    const answered = household
      .filter((entry) => written - entry.inHome <= windowDays)
      .flatMap((entry) =>
        (responsesOf.get(`${entry.household.dropId}|${entry.household.recipientId}`) ?? [])
          .filter((response) => dayNumber(response.at) <= written)
          .map((response) => ({ entry, at: response.at })),
      )
      .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : byRecency(a.entry, b.entry)));
    const base = {
      policyNumber: policy.policyNumber,
      writtenDate: policy.writtenDate,
      premiumCents: policy.premiumCents,
    };
    const response = answered[0];
    if (response) {
      const { dropId, recipientId } = response.entry.household;
      attributions.push({ ...base, dropId, recipientId, basis: 'response' });
      continue;
    }
    if (inWindow.length === 0) continue;
    inWindow.sort(byRecency);
    const latest = inWindow[0]!.household.dropId;
    const chosen = recipientOf(
      inWindow.filter((entry) => entry.household.dropId === latest),
      policy,
    ).household;
    attributions.push({ ...base, dropId: chosen.dropId, recipientId: chosen.recipientId, basis: 'address' });
  }
  return attributions;
}
