import { lazyEntity } from '../lazy-entity';

/**
 * How many partitions one order's (one list's, one user's) rows are spread over: a 100,000-recipient order
 * is written at 16 × 1,000 writes a second, the per-partition rate, and read back across the shards.
 */
export const DETAIL_ROW_SHARDS = 16;

/** The shard of a row: its row number, round robin (row 1 in shard 1, row 16 in shard 0). */
export const detailRowShard = (rowNumber: number) => rowNumber % DETAIL_ROW_SHARDS;

/** Every shard, for the readers that query each one. */
export const DETAIL_ROW_SHARD_LIST = Array.from({ length: DETAIL_ROW_SHARDS }, (_, shard) => shard);

/**
 * A recipient of an order (spec 1 §3 "Order detail list row"): the order list contact table
 * (/account/order-detail), its filters (list id, order number) and its exports. User-owned. Rows are
 * written after the order is placed, off the request (the order-recipients workflow; one per recipient and
 * drop), each key spread over `DETAIL_ROW_SHARDS` partitions by its row number: readers query every shard.
 */
export const OrderDetailRowEntity = lazyEntity({
  model: { entity: 'orderDetailRow', version: '2', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    rowNumber: { type: 'number', required: true, padding: { length: 6, char: '0' } },
    orderNumber: { type: 'string', required: true },
    orderDate: { type: 'string', required: true },
    /** The recipient list of the order item (mail list, prospect list or policyholder list). */
    listId: { type: 'string', required: true },
    mailingDate: { type: 'string' },
    marketingChannel: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    addressLine1: { type: 'string', required: true },
    addressLine2: { type: 'string' },
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    postalCode: { type: 'string', required: true },
    phone: { type: 'string' },
    email: { type: 'string' },
    listExpirationDate: { type: 'string' },
    agencyName: { type: 'string', required: true },
    statId: { type: 'string', required: true },
    productName: { type: 'string', required: true },
    productNumber: { type: 'string', required: true },
    drop: { type: 'number' },
    /** The recipient's id (issue 48): the same from the proof to this row and to a held-out recipient. */
    recipientId: { type: 'string' },
    /** The piece's response code for this recipient and drop (issue 48); 'none' on rows written before. */
    responseCode: { type: 'string', required: true, default: 'none' },
    /** `detailRowShard(rowNumber)`: part of every key (the orders store's writes derive it). */
    shard: { type: 'number', required: true },
  },
  indexes: {
    /** The order number filter: resolve the number (OrderEntity.orderByNumber), then this. */
    rowsOfOrder: {
      pk: { field: 'pk', composite: ['userName', 'orderId', 'shard'] },
      sk: { field: 'sk', composite: ['rowNumber'] },
    },
    rowsOfList: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userName', 'listId', 'shard'] },
      sk: { field: 'gsi1sk', composite: ['orderDate', 'orderId', 'rowNumber'] },
    },
    /** The unfiltered table and its export, newest order first (descending). */
    rowsOfUser: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userName', 'shard'] },
      sk: { field: 'gsi2sk', composite: ['orderDate', 'orderId', 'rowNumber'] },
    },
    /** The public response page: the row a personal URL's code names (sparse: rows with a code). */
    rowOfResponseCode: {
      index: 'gsi3',
      condition: (attributes) => attributes.responseCode !== 'none',
      pk: { field: 'gsi3pk', composite: ['responseCode'] },
      sk: { field: 'gsi3sk', composite: [] },
    },
  },
});
