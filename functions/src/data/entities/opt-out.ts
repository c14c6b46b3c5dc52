import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * The suppression list (spec 2 opt-out pages): one item per opted-out email or address, keyed by its
 * hash (`data/suppression-key.ts`), never the clear text. Public write, never read back by a browser;
 * list building checks each recipient by key.
 */
export const OptOutEntity = lazyEntity({
  model: { entity: 'optOut', version: '2', service: 'msc' },
  attributes: {
    suppressionKey: { type: 'string', required: true },
    /** The programme whose email carried the link (the moving programme). */
    source: { type: 'string', required: true, default: 'moving-email' },
    optedOutAt: createdAt,
    /**
     * A suppressed mailing address (do-not-mail) names its ZIP and the ZIP's 3-digit prefix, so a prospect
     * count finds the suppressed addresses of the ZIPs it reaches without reading the whole list. A ZIP on
     * its own names nobody. Emails have neither ('none': then they stay out of the sparse index).
     */
    zip3: { type: 'string', required: true, default: 'none' },
    zip: { type: 'string', required: true, default: 'none' },
  },
  indexes: {
    bySuppressionKey: {
      pk: { field: 'pk', composite: ['suppressionKey'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Suppressed mailing addresses of a ZIP prefix (sparse: only addresses carry a ZIP). */
    addressesOfArea: {
      index: 'gsi1',
      condition: (attributes) => attributes.zip3 !== 'none',
      pk: { field: 'gsi1pk', composite: ['zip3'] },
      sk: { field: 'gsi1sk', composite: ['zip', 'suppressionKey'] },
    },
  },
});
