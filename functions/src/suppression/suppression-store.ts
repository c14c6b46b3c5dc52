import { OptOutEntity } from '#data/entities/opt-out';
import { suppressionKey } from '#data/suppression-key';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({ optOut: OptOutEntity });

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

/**
 * The mailing address lines among `lines` the post office returned (suppressed with the returned-mail
 * reason): the list builders leave them out and count them as "returned mail".
 */
export async function returnedMailAddresses(lines: readonly string[]): Promise<Set<string>> {
  const byKey = new Map(lines.map((line) => [suppressionKey(line), line]));
  const keys = [...byKey.keys()];
  const batches: { suppressionKey: string }[][] = [];
  for (let start = 0; start < keys.length; start += BATCH) {
    batches.push(keys.slice(start, start + BATCH).map((key) => ({ suppressionKey: key })));
  }
  // The batches at once: a book of thousands of policyholders is asked in a few round trips' time.
  const answers = await Promise.all(batches.map((batch) => db().entities.optOut.get(batch).go()));
  const found = new Set<string>();
  for (const item of answers.flatMap((answer) => answer.data)) {
    if (item.source === RETURNED_MAIL_SOURCE) found.add(byKey.get(item.suppressionKey)!);
  }
  return found;
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
  const keys = [...byKey.keys()];
  const found = new Set<string>();
  for (let start = 0; start < keys.length; start += BATCH) {
    const batch = keys.slice(start, start + BATCH).map((key) => ({ suppressionKey: key }));
    const { data } = await db().entities.optOut.get(batch).go();
    for (const item of data) found.add(byKey.get(item.suppressionKey)!);
  }
  return found;
}

/**
 * The suppressed mailing addresses filed under `zips`, as suppression keys per ZIP: one Query per 3-digit
 * prefix on the sparse `addressesOfArea` index (a radius of 25 miles touches a few prefixes).
 */
export async function suppressedAddressesOfZips(zips: readonly string[]): Promise<Map<string, Set<string>>> {
  const wanted = new Set(zips);
  const prefixes = [...new Set(zips.map((zip) => zip.slice(0, 3)))];
  const pages = await Promise.all(
    prefixes.map((zip3) => db().entities.optOut.query.addressesOfArea({ zip3 }).go({ pages: 'all' })),
  );
  const byZip = new Map<string, Set<string>>();
  for (const item of pages.flatMap((page) => page.data)) {
    if (!item.zip || !wanted.has(item.zip)) continue;
    const keys = byZip.get(item.zip) ?? new Set<string>();
    keys.add(item.suppressionKey);
    byZip.set(item.zip, keys);
  }
  return byZip;
}
