/**
 * The staff searches by words (Admin Center users, Impersonate, Change Agency for staff): a user or an agency
 * is found by the start of any word of its name (and a user by its email, an agency by its stat code), every
 * word of the term matching one. The API keeps one index item per word (functions/src/platform/search-index-
 * store.ts), so a search reads the entries whose words start with the term, not every user or agency.
 *
 * An email is words too from each separator on: `olive.owner+x@demo.local` is found by `olive`, `owner`,
 * `x@demo`, `demo.local` and `local` (and by its whole self), as staff type the part they remember.
 */

/** The searches the index serves, each over its own entries. */
export const SEARCH_INDEXES = ['users', 'agencies'] as const;
export type SearchIndex = (typeof SEARCH_INDEXES)[number];

/** The lower-cased text a user is found by: what the user item keeps as `searchText`. */
export const userSearchTextOf = (user: { lastName: string; firstName: string; email: string }) =>
  `${user.lastName} ${user.firstName} ${user.email}`.toLowerCase();

const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The lower-cased text an agency is found by: its name's words and its stat code's digits. */
export const agencySearchTextOf = (agency: { agencyName: string; statId: string }) =>
  `${agency.agencyName} ${digitsOnly(agency.statId)}`.toLowerCase();

/** Change Agency's two fields as one term: the name's words and the stat code's digits (a start of them). */
export const agencyTermOf = (query: { agencyName?: string; statCode?: string }) =>
  `${query.agencyName ?? ''} ${digitsOnly(query.statCode ?? '')}`.trim();

const WORD_BREAKS = /[\s,;]+/;
/** Where an email or a name has a word inside it. */
const INNER_BREAKS = /[@._+\-'’&/]/g;

/** The words a term is made of (lower case); a search matches entries that have every one. */
export const termWords = (term: string): string[] => term.toLowerCase().split(WORD_BREAKS).filter(Boolean);

/** Each word of a search text, and each rest of it after an inner break (`demo.local`, `local`). */
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

/** Every word of the term starts one of the entry's words. */
export function matchesTerm(searchText: string, words: readonly string[]): boolean {
  const own = searchWordsOf(searchText);
  return words.every((word) => own.some((candidate) => candidate.startsWith(word)));
}

/** The index partition of a word: its first two characters (a one-letter word has its own). */
export const partitionOf = (word: string) => word.slice(0, 2);

/**
 * The term's word the index is read by: the longest (the fewest entries start a word with it). Undefined when
 * no word has the two characters a partition is named by.
 */
export function lookupWord(words: readonly string[]): string | undefined {
  const longest = [...words].sort((a, b) => b.length - a.length)[0];
  return longest && longest.length >= 2 ? longest : undefined;
}

/** The order a search lists in: by the given parts (a user's last and first name, then user name). */
export const listOrderOf = (...parts: readonly (string | number)[]) =>
  parts.map(String).join('\u0000').toLowerCase();
