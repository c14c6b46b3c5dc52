import { suppressionKey } from './suppression-key';

/**
 * The prospect universe of a ZIP: `households` prospect households numbered 0..households-1, the first
 * `householdsWithPhone` of them with a phone number, each at a mailing address made from the ZIP and its
 * number alone. Deterministic, so the seed, the counts and the tests agree on every address.
 */
const STREETS = [
  'Maple Ave',
  'Oak St',
  'Cedar Ln',
  'Elm St',
  'Pine Rd',
  'Lakeview Dr',
  'Hillcrest Ct',
  'Park Pl',
];

export interface ProspectArea {
  zip: string;
  city: string;
  state: string;
  households: number;
  householdsWithPhone: number;
}

/** Household `index` of a ZIP as it is mailed: its street line and, among the first `householdsWithPhone`, a phone. */
export function prospectHousehold(
  area: ProspectArea,
  index: number,
): { addressLine1: string; city: string; state: string; postalCode: string; phone?: string } {
  const street = STREETS[index % STREETS.length];
  const number = 100 + Math.floor(index / STREETS.length) * 2;
  return {
    addressLine1: `${number} ${street}`,
    city: area.city,
    state: area.state,
    postalCode: area.zip,
    // A made-up 555 number, unique within the ZIP's first 10,000 households.
    phone:
      index < area.householdsWithPhone
        ? `555${area.zip.slice(0, 3)}${String(index % 10_000).padStart(4, '0')}`
        : undefined,
  };
}

/** The mailing address of household `index` of a ZIP (one line, as the suppression list keys it). */
export function prospectAddress(area: ProspectArea, index: number): string {
  const household = prospectHousehold(area, index);
  return `${household.addressLine1}, ${area.city}, ${area.state} ${area.zip}`;
}

/** How many ZIPs' address keys a warm Lambda keeps (only ZIPs with suppressed addresses are ever keyed). */
const KEYED_ZIPS_KEPT = 50;
const keyedZips = new Map<string, Map<string, number>>();

/** Suppression key → household number of every prospect address of a ZIP (hashing ~14,000 takes ~60 ms). */
function householdsByKey(area: ProspectArea): Map<string, number> {
  const id = `${area.zip}|${area.households}`;
  const known = keyedZips.get(id);
  if (known) return known;
  const keyed = new Map<string, number>();
  for (let index = 0; index < area.households; index++) {
    keyed.set(suppressionKey(prospectAddress(area, index)), index);
  }
  if (keyedZips.size >= KEYED_ZIPS_KEPT) keyedZips.delete(keyedZips.keys().next().value!);
  keyedZips.set(id, keyed);
  return keyed;
}

/** The numbers of a ZIP's households whose address is on the suppression list (`keys`, as filed under the ZIP). */
export function suppressedHouseholdIndexes(area: ProspectArea, keys: ReadonlySet<string>): Set<number> {
  const found = new Set<number>();
  if (keys.size === 0) return found;
  const households = householdsByKey(area);
  for (const key of keys) {
    const index = households.get(key);
    if (index !== undefined) found.add(index);
  }
  return found;
}

/**
 * The households of a ZIP whose address is on the suppression list (`keys`: the suppression keys filed
 * under the ZIP), and how many of them have a phone number. Addresses on the list that are not prospects
 * of the ZIP remove nobody.
 */
export function suppressedHouseholds(
  area: ProspectArea,
  keys: ReadonlySet<string>,
): { withPhone: number; withoutPhone: number } {
  const found = suppressedHouseholdIndexes(area, keys);
  let withPhone = 0;
  for (const index of found) if (index < area.householdsWithPhone) withPhone++;
  return { withPhone, withoutPhone: found.size };
}
