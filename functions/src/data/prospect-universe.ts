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

/** The mailing address of household `index` of a ZIP (one line, as the suppression list keys it). */
export function prospectAddress(area: ProspectArea, index: number): string {
  const street = STREETS[index % STREETS.length];
  const number = 100 + Math.floor(index / STREETS.length) * 2;
  return `${number} ${street}, ${area.city}, ${area.state} ${area.zip}`;
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

/**
 * The households of a ZIP whose address is on the suppression list (`keys`: the suppression keys filed
 * under the ZIP), and how many of them have a phone number. Addresses on the list that are not prospects
 * of the ZIP remove nobody.
 */
export function suppressedHouseholds(
  area: ProspectArea,
  keys: ReadonlySet<string>,
): { withPhone: number; withoutPhone: number } {
  let withPhone = 0;
  let withoutPhone = 0;
  if (keys.size === 0) return { withPhone, withoutPhone };
  const households = householdsByKey(area);
  for (const key of keys) {
    const index = households.get(key);
    if (index === undefined) continue;
    withoutPhone++;
    if (index < area.householdsWithPhone) withPhone++;
  }
  return { withPhone, withoutPhone };
}
