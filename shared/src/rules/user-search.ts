/**
 * The staff user search by words (Admin Center users, impersonation): a user is found by the start of any
 * word of their name or email, every word of the term matching one. The API keeps one index item per word
 * (functions/src/platform/user-search-store.ts), so a search reads the users whose words start with the
 * term, not every user.
 *
 * An email is words too from each separator on: `olive.owner+x@demo.local` is found by `olive`, `owner`,
 * `x@demo`, `demo.local` and `local` (and by its whole self), as staff type the part they remember.
 */

/** The lower-cased text a user is found by: what the user item keeps as `searchText`. */
export const searchTextOf = (user: { lastName: string; firstName: string; email: string }) =>
  `${user.lastName} ${user.firstName} ${user.email}`.toLowerCase();

const WORD_BREAKS = /[\s,;]+/;
/** Where an email or a name has a word inside it. */
const INNER_BREAKS = /[@._+\-'’]/g;

/** The words a term is made of (lower case); a search matches users that have every one. */
export const termWords = (term: string): string[] => term.toLowerCase().split(WORD_BREAKS).filter(Boolean);

/** Each word of `searchText`, and each rest of it after an inner break (`demo.local`, `local`). */
export function searchWordsOf(searchText: string): string[] {
  const words = new Set<string>();
  for (const word of termWords(searchText)) {
    words.add(word);
    for (const inner of word.matchAll(INNER_BREAKS)) {
      const rest = word.slice(inner.index + 1);
      if (rest) words.add(rest);
    }
  }
  return [...words];
}

/** Every word of the term starts one of the user's words. */
export function matchesTerm(searchText: string, words: readonly string[]): boolean {
  const own = searchWordsOf(searchText);
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/** The index partition of a word: its first two characters (a one-letter word has its own). */
export const partitionOf = (word: string) => word.slice(0, 2);

/**
 * The term's word the index is read by: the longest (the fewest users start a word with it). Undefined when
 * no word has the two characters a partition is named by: such a term finds nobody.
 */
export function lookupWord(words: readonly string[]): string | undefined {
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return longest && longest.length >= 2 ? longest : undefined;
}

/** The order users are listed in: last name, first name, user name (as the all-users index sorts them). */
export const listOrderOf = (user: { lastName: string; firstName: string; userName: string }) =>
  [user.lastName, user.firstName, user.userName].join('\u0000').toLowerCase();
