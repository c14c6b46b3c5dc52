import { now as clockNow } from '@msc/shared/clock';
import type { JobRun } from '@msc/shared/model/job-run';
import { listOrderOf, partitionOf, searchTextOf, searchWordsOf } from '@msc/shared/rules/user-search';
import type { EntityItem } from 'electrodb';
import { UserEntity } from '#data/entities/user';
import { UserSearchEntryEntity, UserSearchWordEntity } from '#data/entities/user-search';
import { mapBounded } from './bounded-map';
import { conditionFailed } from './condition-failed';
import type { UserItem } from './identity-store';
import { publishJobRunMetrics } from './job-metrics';
import { logger } from './logger';
import { storeDb } from './store-db';

/**
 * The staff user search's index (user-search-store.ts reads it): written by the seed, the test fixtures
 * and the nightly `index-user-search` job. The entities this store reads and writes: a Lambda bundles those only.
 */
const db = storeDb({
  user: UserEntity,
  userSearchWord: UserSearchWordEntity,
  userSearchEntry: UserSearchEntryEntity,
});

export const INDEX_USER_SEARCH = 'index-user-search';

type WordItem = EntityItem<typeof UserSearchWordEntity>;
type EntryItem = EntityItem<typeof UserSearchEntryEntity>;
/** What the index is made from, of a user. */
export type IndexedUser = Pick<UserItem, 'userName' | 'lastName' | 'firstName' | 'email'>;

/** A user's index items: one per word of its name and email, and the entry saying what they were made of. */
export function searchIndexItemsOf(user: IndexedUser): { words: WordItem[]; entry: EntryItem } {
  const searchText = searchTextOf(user);
  const listOrder = listOrderOf(user);
  return {
    words: searchWordsOf(searchText).map((word) => ({
      prefix: partitionOf(word),
      word,
      userName: user.userName,
      searchText,
      listOrder,
    })),
    entry: { userName: user.userName, searchText },
  };
}

/**
 * Indexes a user again when its text changed since (or was never indexed): every word of the new text put,
 * the old text's other words deleted, and the entry, in one transaction on condition the entry is still the
 * one read (two runs at once: one writes, the other finds it done next time). False when nothing changed.
 */
export async function indexUser(user: IndexedUser, indexed?: EntryItem | null): Promise<boolean> {
  const read =
    indexed === undefined
      ? (await db().entities.userSearchEntry.get({ userName: user.userName }).go()).data
      : indexed;
  const { words, entry } = searchIndexItemsOf(user);
  if (read?.searchText === entry.searchText) return false;
  const kept = new Set(words.map(({ word }) => word));
  const gone = read ? searchWordsOf(read.searchText).filter((word) => !kept.has(word)) : [];
  try {
    await db()
      .transaction.write(({ userSearchWord, userSearchEntry }) => [
        ...words.map((word) => userSearchWord.put(word).commit()),
        ...gone.map((word) =>
          userSearchWord.delete({ prefix: partitionOf(word), word, userName: user.userName }).commit(),
        ),
        userSearchEntry
          .put(entry)
          .where((attributes, { eq, notExists }) =>
            read ? eq(attributes.searchText, read.searchText) : notExists(attributes.searchText),
          )
          .commit(),
      ])
      .go();
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
  return true;
}

/** A user gone from the portal: its words and entry, so no search lists it. */
export async function unindexUser(userName: string): Promise<void> {
  const { data: entry } = await db().entities.userSearchEntry.get({ userName }).go();
  if (!entry) return;
  const words = searchWordsOf(entry.searchText).map((word) => ({
    prefix: partitionOf(word),
    word,
    userName,
  }));
  await db().entities.userSearchWord.delete(words).go();
  await db().entities.userSearchEntry.delete({ userName }).go();
}

const USERS_PER_PAGE = 100;

/**
 * The `index-user-search` job: every user whose text the index does not hold (new from the company's
 * directory, or renamed) indexed again. Reads the users' names a hundred at a time and their entries by
 * BatchGet; writes only what changed, so a run over an index up to date writes nothing.
 */
export async function indexUserSearch(): Promise<JobRun> {
  const startedAt = clockNow().toISOString();
  const counts = { users: 0, indexed: 0 };
  const errors: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: IndexedUser[]; cursor: string | null } = await db()
      .entities.user.query.allUsers({})
      .go({ cursor, count: USERS_PER_PAGE, attributes: ['userName', 'lastName', 'firstName', 'email'] });
    cursor = page.cursor;
    const { data: entries, unprocessed } = await db()
      .entities.userSearchEntry.get(page.data.map(({ userName }) => ({ userName })))
      .go();
    const entryOf = new Map(entries.map((entry) => [entry.userName, entry]));
    // An entry the batch left unprocessed (throttled) is read again by indexUser itself.
    const unread = new Set(unprocessed.map(({ userName }) => userName));
    await mapBounded(page.data, 4, async (user) => {
      counts.users += 1;
      const indexed = unread.has(user.userName) ? undefined : (entryOf.get(user.userName) ?? null);
      try {
        if (await indexUser(user, indexed)) counts.indexed += 1;
      } catch (error) {
        errors.push(`User ${user.userName}: ${(error as Error).message}`);
      }
    });
  } while (cursor);
  const run: JobRun = {
    jobName: INDEX_USER_SEARCH,
    startedAt,
    finishedAt: clockNow().toISOString(),
    status: errors.length > 0 ? 'failed' : 'succeeded',
    counts,
    errors,
  };
  logger.info('Job finished', { job: INDEX_USER_SEARCH, ...counts, errors: errors.length });
  publishJobRunMetrics(run, 0);
  if (errors.length > 0) throw new Error(`${INDEX_USER_SEARCH} failed: ${errors.join('; ')}`);
  return run;
}
