import { lazyEntity } from '../lazy-entity';

/**
 * A recipient of an order (spec 1 §3 "Order detail list row"): the order list contact table
 * (/account/order-detail), its filters (list id, order number) and its exports. User-owned. Rows are
 * written once, when the order is placed (one per recipient and drop).
 */
export const OrderDetailRowEntity = lazyEntity({
  model: { entity: 'orderDetailRow', version: '1', service: 'msc' },
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
  },
  indexes: {
    /** The order number filter: resolve the number (OrderEntity.orderByNumber), then this. */
    rowsOfOrder: {
      pk: { field: 'pk', composite: ['userName', 'orderId'] },
      sk: { field: 'sk', composite: ['rowNumber'] },
    },
    rowsOfList: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userName', 'listId'] },
      sk: { field: 'gsi1sk', composite: ['orderDate', 'orderId', 'rowNumber'] },
    },
    /** The unfiltered table and its export, newest order first (descending). */
    rowsOfUser: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userName'] },
      sk: { field: 'gsi2sk', composite: ['orderDate', 'orderId', 'rowNumber'] },
    },
  },
});
