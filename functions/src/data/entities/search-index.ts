import { SEARCH_INDEXES } from '@msc/shared/rules/word-search';
import { lazyEntity } from '../lazy-entity';

/*
 * The staff searches' index by words (shared/src/rules/word-search.ts): users (Admin Center, Impersonate) and
 * agencies (Change Agency for staff). Partitions of its own, apart from the users' identity partition and
 * the agencies', so that what writes it (the seed, the index-search job) is never granted a user's roles
 * or an agency.
 */

/**
 * One word of an entry's text, in the partition of its index and first two letters, sorted by the word: the
 * entries whose words start with a term are one Query. It carries what a page is sorted and filtered by (a
 * term's other words), so only the page's users or agencies are read whole.
 */
export const SearchWordEntity = lazyEntity({
  model: { entity: 'searchWord', version: '1', service: 'msc' },
  attributes: {
    index: { type: SEARCH_INDEXES as unknown as string[], required: true },
    /** The word's first two letters (`partitionOf`). */
    prefix: { type: 'string', required: true },
    word: { type: 'string', required: true },
    /** The user name, or the agency id as text. */
    id: { type: 'string', required: true },
    /** The entry's text when indexed: a term's other words are matched against it. */
    searchText: { type: 'string', required: true },
    /** `listOrderOf` the entry: the pages' order. */
    listOrder: { type: 'string', required: true },
  },
  indexes: {
    byWord: {
      pk: {
        field: 'pk',
        composite: ['index', 'prefix'],
        // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
        template: '$msc#search#index_${index}#prefix_${prefix}',
      },
      sk: { field: 'sk', composite: ['word', 'id'] },
    },
  },
});

/**
 * What the index holds of one user or agency: the text its words were made from. The job compares it with
 * the entry's text now (one new from the company's directory or the agency feed, or renamed) and writes the
 * difference; without it a renamed entry's old words could not be found to delete.
 */
export const SearchEntryEntity = lazyEntity({
  model: { entity: 'searchEntry', version: '1', service: 'msc' },
  attributes: {
    index: { type: SEARCH_INDEXES as unknown as string[], required: true },
    id: { type: 'string', required: true },
    searchText: { type: 'string', required: true },
  },
  indexes: {
    byId: {
      pk: {
        field: 'pk',
        composite: ['index', 'id'],
        // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
        template: '$msc#search#index_${index}#id_${id}',
      },
      sk: { field: 'sk', composite: [] },
    },
  },
});
