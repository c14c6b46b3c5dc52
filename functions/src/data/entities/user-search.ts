import { lazyEntity } from '../lazy-entity';

/*
 * The staff user search's index (shared/src/rules/user-search.ts): a partition of its own, apart from the
 * users' identity partition, so that what writes it (the seed, the index-user-search job) is never
 * granted a user's roles or memberships.
 */

/**
 * One word of a user's name or email, in the partition of its first two letters, sorted by the word: the
 * users whose words start with a term are one Query. It carries what a page is sorted and filtered by (a
 * term's other words), so only the page's users are read whole.
 */
export const UserSearchWordEntity = lazyEntity({
  model: { entity: 'userSearchWord', version: '1', service: 'msc' },
  attributes: {
    /** The word's first two letters (`partitionOf`). */
    prefix: { type: 'string', required: true },
    word: { type: 'string', required: true },
    userName: { type: 'string', required: true },
    /** The user's `searchText` when indexed: a term's other words are matched against it. */
    searchText: { type: 'string', required: true },
    /** `listOrderOf` the user: the pages' order. */
    listOrder: { type: 'string', required: true },
  },
  indexes: {
    byWord: {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
      pk: { field: 'pk', composite: ['prefix'], template: '$msc#usersearch#prefix_${prefix}' },
      sk: { field: 'sk', composite: ['word', 'userName'] },
    },
  },
});

/**
 * What the index holds of one user: the `searchText` its words were made from. The job compares it with the
 * user's (a user written by the company's directory import has none yet, or a changed name) and writes the
 * difference; without it a renamed user's old words could not be found to delete.
 */
export const UserSearchEntryEntity = lazyEntity({
  model: { entity: 'userSearchEntry', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    searchText: { type: 'string', required: true },
  },
  indexes: {
    byUserName: {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
      pk: { field: 'pk', composite: ['userName'], template: '$msc#usersearch#username_${userName}' },
      sk: { field: 'sk', composite: [] },
    },
  },
});
