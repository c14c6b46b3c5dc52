import { Entity } from 'electrodb';
import { createdAt } from './attribute-types';

/**
 * An email opt-out (spec 2 opt-out pages), keyed by the lower-cased address: the mailing pipeline checks
 * each recipient by key. Public write, never read back by a browser.
 */
export const OptOutEntity = new Entity({
  model: { entity: 'optOut', version: '1', service: 'msc' },
  attributes: {
    email: { type: 'string', required: true, set: (value?: string) => value?.trim().toLowerCase() },
    /** The programme whose email carried the link (the moving programme). */
    source: { type: 'string', required: true, default: 'moving-email' },
    trackerId: { type: 'string' },
    recipientId: { type: 'string' },
    optedOutAt: createdAt,
  },
  indexes: {
    byEmail: {
      pk: { field: 'pk', composite: ['email'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
