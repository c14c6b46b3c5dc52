import { db } from '#data/db';

/** BatchGetItem allows 100 keys per call. */
const BATCH = 100;

/**
 * The opted-out addresses among `emails` (lower-cased). One place for the suppression lookup: every list
 * that recipients are drawn from (moving, win back, prospects, uploaded lists) asks here.
 */
export async function suppressedEmails(emails: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const found = new Set<string>();
  for (let start = 0; start < wanted.length; start += BATCH) {
    const keys = wanted.slice(start, start + BATCH).map((email) => ({ email }));
    const { data } = await db().entities.optOut.get(keys).go();
    for (const item of data) found.add(item.email);
  }
  return found;
}
