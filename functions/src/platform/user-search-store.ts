import { lookupWord, matchesTerm, partitionOf, termWords } from '@msc/shared/rules/user-search';
import { UserSearchWordEntity } from '#data/entities/user-search';
import { getUsers, type UserItem } from './identity-store';
import { storeDb } from './store-db';

/**
 * The staff user search's reads (Admin Center users, impersonation). What writes its index is
 * user-search-index.ts, bundled by the job and the seed only: the Lambdas that search are granted no write.
 */
const db = storeDb({ userSearchWord: UserSearchWordEntity });

/**
 * The users a term finds (every word of it starts a word of their name or email), in list order: who they
 * are from the index (one Query of the partition of the term's longest word), then only the page's users
 * read whole (one BatchGet). `except` leaves one user out (the staff member searching, for impersonation).
 */
export async function usersMatching(
  term: string,
  page: { start: number; size: number; except?: string },
): Promise<{ users: UserItem[]; total: number }> {
  const words = termWords(term);
  const lookup = lookupWord(words);
  if (!lookup) return { users: [], total: 0 };
  const { data } = await db()
    .entities.userSearchWord.query.byWord({ prefix: partitionOf(lookup) })
    .begins({ word: lookup })
    .go({ pages: 'all', attributes: ['userName', 'searchText', 'listOrder'] });
  const found = new Map<string, string>();
  for (const { userName, searchText, listOrder } of data) {
    if (userName !== page.except && matchesTerm(searchText, words)) found.set(userName, listOrder);
  }
  const ordered = [...found].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([name]) => name);
  const users = await getUsers(ordered.slice(page.start, page.start + page.size));
  return { users, total: ordered.length };
}
