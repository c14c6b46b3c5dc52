import { now as clockNow } from '@msc/shared/clock';
import type { JobRun } from '@msc/shared/model/job-run';
import {
  agencySearchTextOf,
  listOrderOf,
  partitionOf,
  type SearchIndex,
  searchWordsOf,
  userSearchTextOf,
} from '@msc/shared/rules/word-search';
import type { EntityItem } from 'electrodb';
import { AgencyEntity } from '#data/entities/agency';
import { SearchEntryEntity, SearchWordEntity } from '#data/entities/search-index';
import { UserEntity } from '#data/entities/user';
import { deleteEvery } from './batch-calls';
import { mapBounded } from './bounded-map';
import { conditionFailed } from './condition-failed';
import type { AgencyItem, UserItem } from './identity-store';
import { finishJobRun } from './job-metrics';
import { storeDb } from './store-db';

/**
 * The staff searches' index (search-index-store.ts reads it): written by the seed, the test fixtures and the
 * nightly `index-search` job. The entities this store reads and writes: a Lambda bundles those only.
 */
const db = /* @__PURE__ */ storeDb({
  user: UserEntity,
  agency: AgencyEntity,
  searchWord: SearchWordEntity,
  searchEntry: SearchEntryEntity,
});

export const INDEX_SEARCH = 'index-search';

type WordItem = EntityItem<typeof SearchWordEntity>;
type EntryItem = EntityItem<typeof SearchEntryEntity>;
/** What the index is made from, of a user and of an agency. */
export type IndexedUser = Pick<UserItem, 'userName' | 'lastName' | 'firstName' | 'email'>;
export type IndexedAgency = Pick<AgencyItem, 'agencyId' | 'agencyName' | 'statId'>;

/** One entry of an index: what it is found by and listed in order of. */
interface Indexed {
  index: SearchIndex;
  id: string;
  searchText: string;
  listOrder: string;
}

const userEntry = (user: IndexedUser): Indexed => ({
  index: 'users',
  id: user.userName,
  searchText: userSearchTextOf(user),
  listOrder: listOrderOf(user.lastName, user.firstName, user.userName),
});

const agencyEntry = (agency: IndexedAgency): Indexed => ({
  index: 'agencies',
  id: String(agency.agencyId),
  searchText: agencySearchTextOf(agency),
  // By name as the agencies' own index lists them; the id (fixed width) apart equal names.
  listOrder: listOrderOf(agency.agencyName, String(agency.agencyId).padStart(12, '0')),
});

function itemsOf(indexed: Indexed): { words: WordItem[]; entry: EntryItem } {
  const { index, id, searchText, listOrder } = indexed;
  return {
    words: searchWordsOf(searchText).map((word) => ({
      index,
      prefix: partitionOf(word),
      word,
      id,
      searchText,
      listOrder,
    })),
    entry: { index, id, searchText },
  };
}

/** A user's index items: one per word of its name and email, and the entry saying what they were made of. */
export const userSearchItemsOf = (user: IndexedUser) => itemsOf(userEntry(user));
/** An agency's index items: one per word of its name and its stat code's digits, and the entry. */
export const agencySearchItemsOf = (agency: IndexedAgency) => itemsOf(agencyEntry(agency));

/**
 * Indexes an entry again when its text changed since (or was never indexed): every word of the new text put,
 * the old text's other words deleted, and the entry, in one transaction on condition the entry is still the
 * one read (two runs at once: one writes, the other finds it done next time). False when nothing changed.
 */
async function indexEntry(indexed: Indexed, read?: EntryItem | null): Promise<boolean> {
  const { index, id } = indexed;
  const before = read === undefined ? (await db().entities.searchEntry.get({ index, id }).go()).data : read;
  const { words, entry } = itemsOf(indexed);
  if (before?.searchText === entry.searchText) return false;
  const kept = new Set(words.map(({ word }) => word));
  const gone = before ? searchWordsOf(before.searchText).filter((word) => !kept.has(word)) : [];
  try {
    await db()
      .transaction.write(({ searchWord, searchEntry }) => [
        ...words.map((word) => searchWord.put(word).commit()),
        ...gone.map((word) => searchWord.delete({ index, prefix: partitionOf(word), word, id }).commit()),
        searchEntry
          .put(entry)
          .where((attributes, { eq, notExists }) =>
            before ? eq(attributes.searchText, before.searchText) : notExists(attributes.searchText),
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

export const indexUser = (user: IndexedUser) => indexEntry(userEntry(user));
export const indexAgency = (agency: IndexedAgency) => indexEntry(agencyEntry(agency));

/** A user gone from the portal: its words and entry, so no search lists it. */
export async function unindexUser(userName: string): Promise<void> {
  const key = { index: 'users' as const, id: userName };
  const { data: entry } = await db().entities.searchEntry.get(key).go();
  if (!entry) return;
  const words = searchWordsOf(entry.searchText).map((word) => ({ ...key, prefix: partitionOf(word), word }));
  await deleteEvery(db().entities.searchWord, words, 'searchWord');
  await db().entities.searchEntry.delete(key).go();
}

const PAGE_SIZE = 100;

/**
 * Every entry of one index whose text the index does not hold, indexed again: reads them a hundred at a time
 * (`readPage`) and their entries by BatchGet; writes only what changed.
 */
async function indexAll(
  index: SearchIndex,
  readPage: (cursor: string | null) => Promise<{ data: Indexed[]; cursor: string | null }>,
  counts: { read: number; indexed: number },
  errors: string[],
): Promise<void> {
  let cursor: string | null = null;
  do {
    const page = await readPage(cursor);
    cursor = page.cursor;
    const { data: entries, unprocessed } = await db()
      .entities.searchEntry.get(page.data.map(({ id }) => ({ index, id })))
      .go();
    const entryOf = new Map(entries.map((entry) => [entry.id, entry]));
    // An entry the batch left unprocessed (throttled) is read again by indexEntry itself.
    const unread = new Set(unprocessed.map(({ id }) => id));
    await mapBounded(page.data, 4, async (indexed) => {
      counts.read += 1;
      const read = unread.has(indexed.id) ? undefined : (entryOf.get(indexed.id) ?? null);
      try {
        if (await indexEntry(indexed, read)) counts.indexed += 1;
      } catch (error) {
        errors.push(`${index} ${indexed.id}: ${(error as Error).message}`);
      }
    });
  } while (cursor);
}

/**
 * The `index-search` job: users (from the company's directory) and agencies (from the agency feed) new or
 * renamed since are indexed again. A run over an index up to date writes nothing.
 */
export async function indexSearch(): Promise<JobRun> {
  const startedAt = clockNow().toISOString();
  const users = { read: 0, indexed: 0 };
  const agencies = { read: 0, indexed: 0 };
  const errors: string[] = [];
  await indexAll(
    'users',
    async (cursor) => {
      const page = await db()
        .entities.user.query.allUsers({})
        .go({ cursor, count: PAGE_SIZE, attributes: ['userName', 'lastName', 'firstName', 'email'] });
      return { data: page.data.map(userEntry), cursor: page.cursor };
    },
    users,
    errors,
  );
  await indexAll(
    'agencies',
    async (cursor) => {
      const page = await db()
        .entities.agency.query.allAgencies({})
        .go({ cursor, count: PAGE_SIZE, attributes: ['agencyId', 'agencyName', 'statId'] });
      return { data: page.data.map(agencyEntry), cursor: page.cursor };
    },
    agencies,
    errors,
  );
  const counts = {
    users: users.read,
    usersIndexed: users.indexed,
    agencies: agencies.read,
    agenciesIndexed: agencies.indexed,
  };
  return finishJobRun(INDEX_SEARCH, startedAt, counts, errors);
}
