import { db } from '#data/db';
import { suppressionKey } from '#data/suppression-key';

/** BatchGetItem allows 100 keys per call. */
const BATCH = 100;

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
