import {
  lookupWord,
  matchesTerm,
  partitionOf,
  type SearchIndex,
  termWords,
} from '@msc/shared/rules/word-search';
import { SearchWordEntity } from '#data/entities/search-index';
import { type AgencyItem, getAgencies, getUsers, type UserItem } from './identity-store';
import { storeDb } from './store-db';

/**
 * The staff searches' reads (shared/src/rules/word-search.ts). What writes the index is search-indexing-store.ts,
 * bundled by the job and the seed only: the Lambdas that search are granted no write to it.
 */
const db = /* @__PURE__ */ storeDb({ searchWord: SearchWordEntity });

interface Page {
  start: number;
  size: number;
  /** An id left out (the staff member searching, for impersonation). */
  except?: string;
}

/**
 * The ids of the entries a term finds (every word of it starts a word of theirs), in list order, and how
 * many: one Query of the partition of the term's longest word. Undefined when the term has no word of two
 * letters to read a partition by.
 */
export async function matchingIds(
  index: SearchIndex,
  term: string,
  page: Page,
): Promise<{ ids: string[]; total: number } | undefined> {
  const words = termWords(term);
  const lookup = lookupWord(words);
  if (!lookup) return undefined;
  const { data } = await db()
    .entities.searchWord.query.byWord({ index, prefix: partitionOf(lookup) })
    .begins({ word: lookup })
    .go({ pages: 'all', attributes: ['id', 'searchText', 'listOrder'] });
  const found = new Map<string, string>();
  for (const { id, searchText, listOrder } of data) {
    if (id !== page.except && matchesTerm(searchText, words)) found.set(id, listOrder);
  }
  const ordered = [...found].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([id]) => id);
  return { ids: ordered.slice(page.start, page.start + page.size), total: ordered.length };
}

/**
 * Users a term finds, by last name, and how many: their names from the index, then only the page's users
 * read whole (one BatchGet). A term without a word of two letters finds nobody.
 */
export async function usersMatching(term: string, page: Page): Promise<{ users: UserItem[]; total: number }> {
  const found = await matchingIds('users', term, page);
  return found ? { users: await getUsers(found.ids), total: found.total } : { users: [], total: 0 };
}

/**
 * Agencies a term finds, by name, at most `size`: from the index, then the page's agencies (one BatchGet).
 * Undefined when the term has no word of two letters (the caller reads agencies in name order instead).
 */
export async function agenciesMatching(term: string, size: number): Promise<AgencyItem[] | undefined> {
  const found = await matchingIds('agencies', term, { start: 0, size });
  if (!found) return undefined;
  const agencies = await getAgencies(found.ids.map(Number));
  const byId = new Map(agencies.map((agency) => [String(agency.agencyId), agency]));
  return found.ids.flatMap((id) => byId.get(id) ?? []);
}
