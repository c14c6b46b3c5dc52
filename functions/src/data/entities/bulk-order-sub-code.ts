import type { ListCleaning } from '@msc/shared/model/list-cleaning';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';

/**
 * The part of an Express Order that grows with a sub code's book, one item per chosen sub code beside the
 * bulk order state: the self-selected policy numbers (thousands per sub code) and step 4's list cleaning of
 * its list (up to 100 removed recipients by name). Thirty sub codes of those in the state's own item would
 * pass DynamoDB's 400 KB; each part is tens of KB. Written in the same transaction as the state's version
 * (express-order-store.ts), only when it changed. User-owned like the state.
 */
export const BulkOrderSubCodeEntity = lazyEntity({
  model: { entity: 'bulkOrderSubCode', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    bulkOrderStateId: { type: 'string', required: true },
    statCode: { type: 'string', required: true },
    selectedPolicyNumbers: { type: CustomAttributeType<string[]>('any') },
    listCleaning: { type: CustomAttributeType<ListCleaning>('any') },
  },
  indexes: {
    partsOfBulkOrderState: {
      pk: { field: 'pk', composite: ['userName', 'bulkOrderStateId'] },
      sk: { field: 'sk', composite: ['statCode'] },
    },
  },
});
