import { Entity } from 'electrodb';
import { createdAt } from './attribute-types';

/**
 * The suppression list (spec 2 opt-out pages): one item per opted-out email or address, keyed by its
 * hash (`data/suppression-key.ts`), never the clear text. Public write, never read back by a browser;
 * list building checks each recipient by key.
 */
export const OptOutEntity = new Entity({
  model: { entity: 'optOut', version: '2', service: 'msc' },
  attributes: {
    suppressionKey: { type: 'string', required: true },
    /** The programme whose email carried the link (the moving programme). */
    source: { type: 'string', required: true, default: 'moving-email' },
    optedOutAt: createdAt,
  },
  indexes: {
    bySuppressionKey: {
      pk: { field: 'pk', composite: ['suppressionKey'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
