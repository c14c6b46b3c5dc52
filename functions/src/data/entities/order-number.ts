import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * The claim on an order number. Placing an order writes `create()` of this item (condition: it does not
 * exist) in the same transaction as the order, so two orders can never share a number: the second
 * transaction is canceled and the service retries with another number. Global by nature (a number is
 * unique across users); never returned to a client.
 */
export const OrderNumberEntity = lazyEntity({
  model: { entity: 'orderNumber', version: '1', service: 'msc' },
  attributes: {
    orderNumber: { type: 'string', required: true },
    userName: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    created: createdAt,
  },
  indexes: {
    byOrderNumber: {
      pk: { field: 'pk', composite: ['orderNumber'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});

/**
 * Order numbers read like MSC-261015-04821: the order date (YYMMDD, New York) and five digits. The
 * digits come from the caller (random in the service, seeded in the demo data).
 */
export function formatOrderNumber(businessDate: string, digits: number): string {
  const [year, month, day] = businessDate.split('-');
  return `MSC-${year!.slice(2)}${month}${day}-${String(digits % 100_000).padStart(5, '0')}`;
}
