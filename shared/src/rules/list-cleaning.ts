import {
  isStateCode,
  isZipShape,
  type PostalAddress,
  standardizeAddress,
  standardName,
} from './address-standardization';
import { formatUsd } from './formatting';
import { priceForCount } from './pricing';

/**
 * Cleaning a recipient list before it is priced (step 4): every address standardized, then the
 * incomplete ones, the same person at the same address more than once and, when the agent asks for one
 * per household, every other person at an address left out. The server cleans; the page shows what it
 * removed and why.
 */

export interface ListRecipient extends PostalAddress {
  firstName: string;
  lastName: string;
  policyNumber?: string | undefined;
  mailListContactId?: string | undefined;
}

export type RemovalReason = 'duplicate' | 'incomplete' | 'household' | 'returned-mail';

export interface CleanedList<T> {
  kept: T[];
  removed: { recipient: T; reason: RemovalReason }[];
}

/** Why an address cannot be mailed, or undefined: a street line with a number, a city, a state, a ZIP. */
export function incompleteAddress(address: PostalAddress): 'street' | 'city' | 'state' | 'zip' | undefined {
  if (!/\d/.test(address.addressLine1)) return 'street';
  if (!address.city) return 'city';
  if (!isStateCode(address.state)) return 'state';
  if (!isZipShape(address.postalCode)) return 'zip';
  return undefined;
}

/**
 * A standardized address on one line, as the suppression list keys a mailing address (the prospect
 * universe's `street, city, state zip`, the unit after the street): a piece the post office returned and a
 * later list's record of the same delivery point give the same line.
 */
export function mailingAddressLine(address: PostalAddress): string {
  const street = [address.addressLine1, address.addressLine2].filter(Boolean).join(' ');
  return `${street}, ${address.city}, ${address.state} ${address.postalCode.slice(0, 5)}`;
}

/** One delivery point: the street and unit lines and the 5-digit ZIP (cities have several spellings). */
const householdKey = (recipient: PostalAddress) =>
  [recipient.addressLine1, recipient.addressLine2 ?? '', recipient.postalCode.slice(0, 5)].join('|');

/**
 * Which of two records of one person (or household) is kept, whatever order the list came in: the lower
 * record id (policy number or list record), then the record's text.
 */
function keepsFirst(a: ListRecipient, b: ListRecipient): boolean {
  const idA = a.policyNumber ?? a.mailListContactId ?? '';
  const idB = b.policyNumber ?? b.mailListContactId ?? '';
  if (idA !== idB) return idA < idB;
  return JSON.stringify(a) <= JSON.stringify(b);
}

/**
 * The recipients standardized, less the incomplete, those whose address the post office returned as
 * undeliverable (`isReturned`, asked of the standardized address: the server looks them up on the
 * suppression list first), the duplicates and (asked for) the same household.
 * Each record's keys are made once and the passes work on indices: a list of 100,000 costs about what
 * standardizing it costs, not a multiple.
 */
export function cleanList<T extends ListRecipient>(
  recipients: readonly T[],
  options: { onePerHousehold: boolean; isReturned?: ((address: PostalAddress) => boolean) | undefined },
): CleanedList<T> {
  const removed: CleanedList<T>['removed'] = [];
  const complete: T[] = [];
  const households: string[] = [];
  const people: string[] = [];
  for (const recipient of recipients) {
    // standardizeAddress answers a copy: the names go into it rather than into one more copy.
    const standard = standardizeAddress(recipient);
    standard.firstName = standardName(recipient.firstName);
    standard.lastName = standardName(recipient.lastName);
    if (incompleteAddress(standard)) {
      removed.push({ recipient: standard, reason: 'incomplete' });
      continue;
    }
    if (options.isReturned?.(standard)) {
      removed.push({ recipient: standard, reason: 'returned-mail' });
      continue;
    }
    const household = householdKey(standard);
    complete.push(standard);
    households.push(household);
    people.push(`${standard.firstName.toUpperCase()}|${standard.lastName.toUpperCase()}|${household}`);
  }
  const all = complete.map((_, index) => index);
  const persons = keepOnePer(complete, people, all, 'duplicate', removed);
  const kept = options.onePerHousehold
    ? keepOnePer(complete, households, persons, 'household', removed)
    : persons;
  return { kept: kept.map((index) => complete[index]!), removed };
}

/**
 * One record per key among `indices` (the one `keepsFirst` picks), in the list's order: the indices kept;
 * the others join `removed`.
 */
function keepOnePer<T extends ListRecipient>(
  recipients: readonly T[],
  keys: readonly string[],
  indices: readonly number[],
  reason: RemovalReason,
  removed: CleanedList<T>['removed'],
): number[] {
  const chosen = new Map<string, number>();
  // Marked as they lose (one Map lookup a record, not two).
  const lost = new Uint8Array(recipients.length);
  for (const index of indices) {
    const key = keys[index]!;
    const held = chosen.get(key);
    if (held === undefined) chosen.set(key, index);
    else if (keepsFirst(recipients[held]!, recipients[index]!)) lost[index] = 1;
    else {
      lost[held] = 1;
      chosen.set(key, index);
    }
  }
  const kept: number[] = [];
  for (const index of indices) {
    if (lost[index]) removed.push({ recipient: recipients[index]!, reason });
    else kept.push(index);
  }
  return kept;
}

export interface ListCleaningCounts {
  duplicates: number;
  incomplete: number;
  household: number;
  optedOut: number;
  /** Addresses the post office returned as undeliverable (issue 49); absent on cleanings saved before. */
  returnedMail?: number | undefined;
}

export function countsOf(
  removed: readonly { reason: RemovalReason }[],
  optedOut: number,
): ListCleaningCounts {
  const count = (reason: RemovalReason) => removed.filter((entry) => entry.reason === reason).length;
  return {
    duplicates: count('duplicate'),
    incomplete: count('incomplete'),
    household: count('household'),
    optedOut,
    returnedMail: count('returned-mail'),
  };
}

export const removedCount = (counts: ListCleaningCounts) =>
  counts.duplicates + counts.incomplete + counts.household + counts.optedOut + (counts.returnedMail ?? 0);

/** What leaving them out saves: the removed recipients at the piece's price. */
export const savedCents = (counts: ListCleaningCounts, unitPriceCents: number) =>
  priceForCount(removedCount(counts), unitPriceCents);

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Step 4's line: "N removed: X duplicates, Y incomplete, Z opted out — $A saved" (with the households
 * left out when the agent chose one per household, and "W returned mail" when the post office returned
 * some of the addresses before); nothing when nothing was removed.
 */
export function listCleaningSummary(counts: ListCleaningCounts, unitPriceCents: number): string | undefined {
  const total = removedCount(counts);
  if (total === 0) return undefined;
  const parts = [
    plural(counts.duplicates, 'duplicate', 'duplicates'),
    `${counts.incomplete} incomplete`,
    `${counts.optedOut} opted out`,
    ...(counts.household > 0 ? [`${counts.household} same household`] : []),
    ...(counts.returnedMail ? [`${counts.returnedMail} returned mail`] : []),
  ];
  return `${total} removed: ${parts.join(', ')} — ${formatUsd(savedCents(counts, unitPriceCents))} saved`;
}
