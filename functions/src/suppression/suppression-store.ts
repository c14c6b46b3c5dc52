import { isZipShape } from '@msc/shared/rules/address-standardization';
import { OptOutEntity } from '#data/entities/opt-out';
import { suppressionKey } from '#data/suppression-key';
import { getEvery } from '#platform/batch-calls';
import { mapBounded } from '#platform/bounded-map';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ optOut: OptOutEntity });

/** Adds the address to the suppression list; a second opt-out of the same address changes nothing. */
export async function addToSuppressionList(emailOrAddress: string): Promise<void> {
  await db()
    .entities.optOut.create({ suppressionKey: suppressionKey(emailOrAddress) })
    .go()
    .catch((error: unknown) => {
      // Already on the list: the opt-out is idempotent.
      if (!(error instanceof Error && /conditional/i.test(error.message))) throw error;
    });
}

/** The suppression list's reason for an address the post office returned as undeliverable (issue 49). */
const RETURNED_MAIL_SOURCE = 'returned-mail';

/**
 * Puts a mailing address the post office returned as undeliverable on the suppression list, with the
 * reason, filed under its ZIP so prospect lists skip it too. `line` is `mailingAddressLine` of the
 * standardized address. A second return of the same address changes nothing.
 */
export async function suppressReturnedAddress(line: string, zip: string): Promise<void> {
  const zip5 = zip.slice(0, 5);
  await db()
    .entities.optOut.create({
      suppressionKey: suppressionKey(line),
      source: RETURNED_MAIL_SOURCE,
      zip: zip5,
      zip3: zip5.slice(0, 3),
    })
    .go()
    .catch((error: unknown) => {
      if (!(error instanceof Error && /conditional/i.test(error.message))) throw error;
    });
}

/** BatchGetItem allows 100 keys per call. */
const BATCH = 100;

/** One standardized mailing address asked about: its line (`mailingAddressLine`) and its ZIP. */
export interface MailingAddressLine {
  line: string;
  zip: string;
}

/**
 * The mailing address lines among `addresses` the post office returned (suppressed with the returned-mail
 * reason): the list builders leave them out and count them as "returned mail". Asked whichever way takes
 * fewer round trips: a book of policyholders lies in a few 3-digit ZIP areas, whose filed addresses (the
 * sparse index, a few a ZIP) are read whole, where asking key by key took a BatchGetItem per 100
 * addresses (600 at once for the largest Express Order, four times over); a list spread over the country
 * is asked key by key.
 */
export async function returnedMailAddresses(addresses: readonly MailingAddressLine[]): Promise<Set<string>> {
  const byKey = new Map(addresses.map(({ line }) => [suppressionKey(line), line]));
  // Only a whole ZIP is ever filed (a returned piece had a complete address).
  const areas = [...new Set(addresses.flatMap(({ zip }) => (isZipShape(zip) ? [zip.slice(0, 3)] : [])))];
  const items =
    areas.length <= Math.ceil(byKey.size / BATCH)
      ? await suppressedAddressesOfAreas(areas)
      : await suppressionItems([...byKey.keys()]);
  const found = new Set<string>();
  for (const item of items) {
    const line = byKey.get(item.suppressionKey);
    if (line !== undefined && item.source === RETURNED_MAIL_SOURCE) found.add(line);
  }
  return found;
}

/** BatchGetItem calls of one lookup in flight at once (a book of 2,000 is 20 calls, in two rounds' time). */
const BATCHES_AT_ONCE = 10;

/** The suppression list's items of `keys` (BatchGetItem, a bounded few calls at once). */
async function suppressionItems(keys: readonly string[]) {
  const batches: { suppressionKey: string }[][] = [];
  for (let start = 0; start < keys.length; start += BATCH) {
    batches.push(keys.slice(start, start + BATCH).map((key) => ({ suppressionKey: key })));
  }
  // Every key is read, the ones a batch left unprocessed too: an opt-out missed is a person mailed.
  const answers = await mapBounded(batches, BATCHES_AT_ONCE, (batch) =>
    getEvery(batch, (keys) => db().entities.optOut.get(keys).go(), 'optOut'),
  );
  return answers.flat();
}

/** Every suppressed mailing address filed under the 3-digit ZIP prefixes `areas` (one Query each). */
async function suppressedAddressesOfAreas(areas: readonly string[]) {
  const pages = await Promise.all(
    areas.map((zip3) => db().entities.optOut.query.addressesOfArea({ zip3 }).go({ pages: 'all' })),
  );
  return pages.flatMap((page) => page.data);
}

/**
 * The opted-out addresses among `emails` (lower-cased). The one suppression lookup: every list recipients
 * are drawn from (moving, win back, prospects, uploaded lists) asks here. The list is keyed by a hash of
 * the address (`suppressionKey`), so each address is hashed the same way and matched on the hash.
 */
export async function suppressedEmails(emails: readonly string[]): Promise<Set<string>> {
  const byKey = new Map<string, string>();
  for (const email of emails) {
    const clean = email.trim().toLowerCase();
    if (clean) byKey.set(suppressionKey(clean), clean);
  }
  const found = new Set<string>();
  for (const item of await suppressionItems([...byKey.keys()])) found.add(byKey.get(item.suppressionKey)!);
  return found;
}

/**
 * The suppressed mailing addresses filed under `zips`, as suppression keys per ZIP: one Query per 3-digit
 * prefix on the sparse `addressesOfArea` index (a radius of 25 miles touches a few prefixes).
 */
export async function suppressedAddressesOfZips(zips: readonly string[]): Promise<Map<string, Set<string>>> {
  const wanted = new Set(zips);
  const byZip = new Map<string, Set<string>>();
  for (const item of await suppressedAddressesOfAreas([...new Set(zips.map((zip) => zip.slice(0, 3)))])) {
    if (!item.zip || !wanted.has(item.zip)) continue;
    const keys = byZip.get(item.zip) ?? new Set<string>();
    keys.add(item.suppressionKey);
    byZip.set(item.zip, keys);
  }
  return byZip;
}
