import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';

/** The lists of an order state that grow with the user's data, each kept in chunks of its own. */
export const ORDER_STATE_LISTS = ['contacts', 'removedIds'] as const;
export type OrderStateList = (typeof ORDER_STATE_LISTS)[number];

/**
 * A chunk of one of an order state's long lists — its mail contacts, or the ids of the recipients its list
 * cleaning removed — beside the state (DynamoDB items stop at 400 KB; 100,000 recipients are tens of
 * megabytes). User-owned like the state. Every save of a long list writes a new `generation` of chunks and
 * then the state naming it (`listGeneration`), in one conditional write: a reader sees the old lists or the
 * new ones, never half of each, and the old generation is deleted after. Chunk numbers are padded, so the
 * sort key keeps them in number order.
 */
export const OrderStateListChunkEntity = lazyEntity({
  model: { entity: 'orderStateListChunk', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    orderStateId: { type: 'string', required: true },
    generation: { type: 'string', required: true },
    list: { type: ORDER_STATE_LISTS, required: true },
    chunk: { type: 'number', required: true, padding: { length: 6, char: '0' } },
    /** How many entries the chunk holds. */
    count: { type: 'number', required: true },
    /**
     * The entries (MailContact records or recipient ids) as gzipped JSON: a list of addresses packs about
     * ten to one, so 100,000 contacts are a few megabytes of reads and writes, not tens.
     */
    packed: { type: CustomAttributeType<Uint8Array>('any'), required: true },
  },
  indexes: {
    chunksOfOrderStateList: {
      pk: { field: 'pk', composite: ['userName', 'orderStateId'] },
      sk: { field: 'sk', composite: ['generation', 'list', 'chunk'] },
    },
  },
});
