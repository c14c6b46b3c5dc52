import type { ProspectListRow } from '@msc/shared/model/order';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';

/**
 * The purchased prospect list of an order item as it was mailed (spec 2 §1: accessible 60 days after the mail
 * date), written once when the order is placed (the order-recipients workflow), in numbered chunks of
 * `PROSPECTS_PER_CHUNK` rows: a list of tens of thousands of households never sits in one item (DynamoDB items
 * stop at 400 KB). Every chunk carries the list's size, so any page's read knows the total. User-owned like
 * the order. Chunk 0 is written last: its presence says the whole list is stored.
 */
export const ProspectListChunkEntity = lazyEntity({
  model: { entity: 'prospectListChunk', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    itemId: { type: 'string', required: true },
    chunk: { type: 'number', required: true, padding: { length: 6, char: '0' } },
    totalCount: { type: 'number', required: true },
    rows: { type: CustomAttributeType<ProspectListRow[]>('any'), required: true },
  },
  indexes: {
    chunksOfList: {
      pk: { field: 'pk', composite: ['userName', 'orderId', 'itemId'] },
      sk: { field: 'sk', composite: ['chunk'] },
    },
  },
});

/** Rows a chunk holds (~100 bytes each: ~100 KB a chunk). */
export const PROSPECTS_PER_CHUNK = 1000;
