import { lazyEntity } from '../lazy-entity';
import { stringList } from './attribute-types';

/**
 * An order awaiting approval (status 2), in the Admin Center's queue: written in the order's placement
 * transaction, deleted when it is decided (approved, rejected, or released when its hold lapsed), so the
 * queue's index holds the waiting orders only and a page of it is one Query. Keyed by the order id of the
 * payment (an Express Order's first order: its orders are decided together, under one authorization).
 */
export const ApprovalRequestEntity = lazyEntity({
  model: { entity: 'approvalRequest', version: '1', service: 'msc' },
  attributes: {
    orderId: { type: 'string', required: true },
    /** The agent's (the orders' partition). */
    userName: { type: 'string', required: true },
    orderNumber: { type: 'string', required: true },
    orderDate: { type: 'string', required: true },
    agencyName: { type: 'string', required: true },
    statCode: { type: 'string', required: true },
    /** Cents the authorization holds: the order's total, or its Express Order's. */
    total: { type: 'number', required: true },
    bulkOrderId: { type: 'string' },
    /** Staff who placed it while impersonating the agent: they may not decide it. */
    placedBy: { type: 'string' },
    /** The address the agent gave at review: where a rejection is told. */
    orderPlacedByEmail: { type: 'string' },
    /** Absent for a free order (nothing held). */
    paymentIntentId: { type: 'string' },
    /** The saved card (the agent's payment method id), for a renewed authorization. */
    paymentMethodId: { type: 'string' },
    authorizedAt: { type: 'string', required: true },
    authorizationLapsesAt: { type: 'string', required: true },
    /** How many times the hold was renewed (part of the provider's idempotency key). */
    renewals: { type: 'number', required: true, default: 0 },
    /** The products that need approval (the queue shows their names). */
    products: stringList,
    /** The index partitions' one value (ElectroDB writes no key of an empty composite). */
    queue: { type: ['awaitingApproval'] as const, required: true, default: 'awaitingApproval' },
  },
  indexes: {
    approvalByOrder: {
      pk: { field: 'pk', composite: ['orderId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** The queue, oldest first. */
    approvalQueue: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['queue'] },
      sk: { field: 'gsi1sk', composite: ['orderDate', 'orderId'] },
    },
    /** By when each hold lapses: the renewal job reads the ones lapsing soon. */
    approvalsByLapse: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: ['queue'] },
      sk: { field: 'gsi4sk', composite: ['authorizationLapsesAt', 'orderId'] },
    },
  },
});
