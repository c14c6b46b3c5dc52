import { lazyEntity } from '../lazy-entity';
import { createdAt, ttl } from './attribute-types';

/**
 * The outcome of a write the client may retry (place order, add to cart, enroll), keyed by the
 * client's idempotency key within the user (`scope`). The first request claims the key with `create()`
 * (status inProgress); a retry with the same key gets the stored response, or 409 while in progress; a
 * different request body under the same key (another `requestHash`) is refused. Expires after 24 h.
 */
export const IdempotencyRecordEntity = lazyEntity({
  model: { entity: 'idempotencyRecord', version: '1', service: 'msc' },
  attributes: {
    scope: { type: 'string', required: true },
    idempotencyKey: { type: 'string', required: true },
    operation: { type: 'string', required: true },
    requestHash: { type: 'string', required: true },
    status: { type: ['inProgress', 'completed'] as const, required: true, default: 'inProgress' },
    statusCode: { type: 'number' },
    /** The response body as sent. */
    response: { type: 'any' },
    created: createdAt,
    ttl: { ...ttl, required: true },
  },
  indexes: {
    byKey: {
      pk: { field: 'pk', composite: ['scope', 'idempotencyKey'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
