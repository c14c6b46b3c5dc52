import { lazyEntity } from '../lazy-entity';
import { ttl } from './attribute-types';

/**
 * Tries of one kind (`scope`: discount codes a user tried, public opt-out requests of a client address, …)
 * by one caller (`key`) in one window (`window`, windows of the scope's length since the epoch): beyond the
 * scope's limit the route answers 429, so codes, tokens and mailboxes cannot be worked through by trying
 * many. Expires with the next windows.
 */
export const AttemptEntity = lazyEntity({
  model: { entity: 'attempt', version: '1', service: 'msc' },
  attributes: {
    scope: { type: 'string', required: true },
    key: { type: 'string', required: true },
    window: { type: 'number', required: true },
    attempts: { type: 'number', required: true, default: 0 },
    ttl: { ...ttl, required: true },
  },
  indexes: {
    attemptsOfCaller: {
      pk: { field: 'pk', composite: ['scope', 'key', 'window'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
