import { detailRowShard } from '#data/entities/order-detail-row';

/**
 * A recipient row of a placed order (the order list's contact table) as the recipients workflow writes
 * it: a letter from Alpha Insurance to Ann in Seattle, its first drop, with the fields a test is about
 * given. `shard` follows the row number, as `writeOrderDetailRows` sets it.
 */
export const orderRow = <
  T extends { userName: string; orderId: string; orderNumber: string; rowNumber: number; listId: string },
>(
  fields: T & Record<string, unknown>,
) => ({
  shard: detailRowShard(fields.rowNumber),
  orderDate: '2026-10-05T15:00:00.000Z',
  marketingChannel: 'Direct Mail',
  firstName: 'Ann',
  lastName: `Row${fields.rowNumber}`,
  addressLine1: '1 Main St',
  city: 'Seattle',
  state: 'WA',
  postalCode: '98101',
  agencyName: 'Alpha Insurance',
  statId: '1122333',
  productName: 'Letter',
  productNumber: 'AP-8083',
  drop: 1,
  ...fields,
});
