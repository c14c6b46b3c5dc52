import type { OrderAddress, OrderItemData } from '@msc/shared/model/order';
import type { OrderApprovalDecision } from '@msc/shared/model/order-approval';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { stringList } from './attribute-types';

/**
 * A placed order (spec 1 §3 "Order"). User-owned: every key starts with the user name, so an order id
 * or number of another user finds nothing. Money in cents. The order and its items share a partition
 * (collection `orderWithItems`): the order page is one Query.
 */
export const OrderEntity = lazyEntity({
  model: { entity: 'order', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    /** Human-readable and unique: claimed through OrderNumberEntity in the same transaction. */
    orderNumber: { type: 'string', required: true },
    orderDate: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    statCode: { type: 'string', required: true },
    agencyName: { type: 'string', required: true },
    /** 1 pending, 2 pending approval, 99 canceled, 100 completed. */
    orderStatusCode: { type: 'number', required: true },
    /** 100 shipped, 1 not shipped, 2 partially shipped. */
    shippingStatus: { type: 'number', required: true, default: 1 },
    /**
     * NotRequired (nothing to pay), Authorized (written, capture pending or failed: support captures), Paid,
     * Released (every line canceled before the capture: nothing taken).
     */
    paymentStatus: { type: 'string', required: true },
    programTypes: stringList,
    subTotal: { type: 'number', required: true },
    shipping: { type: 'number', required: true, default: 0 },
    discountTotal: { type: 'number', required: true, default: 0 },
    additionalChargeTotal: { type: 'number', required: true, default: 0 },
    tax: { type: 'number', required: true, default: 0 },
    total: { type: 'number', required: true },
    amountPaid: { type: 'number', required: true, default: 0 },
    /** Given back for drops the agent canceled online (absent: nothing). */
    amountRefunded: { type: 'number' },
    /**
     * Released of the authorization for drops canceled before it was captured (absent: nothing): the capture
     * takes the total less this.
     */
    amountReleased: { type: 'number' },
    shipMethodName: { type: 'string', required: true },
    shipMethodCost: { type: 'number', required: true, default: 0 },
    shipTo: { type: CustomAttributeType<OrderAddress>('any') },
    billTo: { type: CustomAttributeType<OrderAddress>('any') },
    trackingNumbers: stringList,
    paymentMethodId: { type: 'string' },
    /** The provider's payment (Stripe PaymentIntent) authorized for the order and captured once it is written. */
    paymentIntentId: { type: 'string' },
    /**
     * A capture under way (still Authorized): the cents it takes of this order, written on the condition of
     * the release read; a drop's release waits until it is gone (Paid, then a refund). Absent: none.
     */
    captureAmount: { type: 'number' },
    isMultiShip: { type: 'boolean', required: true, default: false },
    /** How many addresses it ships to (each one an orderShipTo record when more than one). */
    shipToCount: { type: 'number', required: true, default: 1 },
    bulkOrderId: { type: 'string' },
    orderPlacedByEmail: { type: 'string' },
    cartId: { type: 'string' },
    /** The staff member who placed it while impersonating. */
    placedBy: { type: 'string' },
    /**
     * An order that waited for approval (status 2): how it was decided, and by whom (`system` when its hold
     * lapsed). Absent while it waits (the approvals' queue holds it then) or when it never had to.
     */
    approval: { type: CustomAttributeType<OrderApprovalDecision & { decidedBy: string }>('any') },
    /** Its recipient rows (OrderDetailRowEntity) are all written (by the order-recipients workflow). */
    recipientRowsWritten: { type: 'boolean' },
    /** How many recipient rows, kept when they are all written: the order filter's total (row numbers 1..n). */
    recipientRows: { type: 'number' },
    /**
     * While something of the placement is still to happen after the order's transaction (the capture, the
     * recipient rows): when the reconciler should look at it if it is still here. Absent once settled, so
     * the `ordersToSettle` index holds only those.
     */
    settleAfter: { type: 'string' },
    /**
     * The order's place among the user's orders for its agency (1 the first, the counter's count the newest;
     * OrderCounterEntity): the history's page N is one range of ordinals. Absent only on an order written
     * before ordinals existed, until the backfill (`orders/backfill-ordinals.ts`) numbers it.
     */
    ordinal: { type: 'number', padding: { length: 9, char: '0' } },
  },
  indexes: {
    orderById: {
      collection: 'orderWithItems',
      pk: { field: 'pk', composite: ['userName', 'orderId'] },
      sk: { field: 'sk', composite: [] },
    },
    /** Order history: read descending for newest first; status and shipping are filters. */
    ordersOfUser: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['userName'] },
      sk: { field: 'gsi1sk', composite: ['orderDate', 'orderId'] },
    },
    /** Legacy links (/account/order/:id?orderNumber=) and the order detail list's order filter. */
    orderByNumber: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userName', 'orderNumber'] },
      sk: { field: 'gsi2sk', composite: [] },
    },
    /**
     * The orders placed for an agency (by any of its users), by date, with their items: one Query of the
     * clustered collection `agencyOrders` over a date range (home's top picks, the calendar, reports).
     */
    ordersOfAgency: {
      index: 'gsi3',
      collection: 'agencyOrders',
      type: 'clustered',
      pk: { field: 'gsi3pk', composite: ['agencyId'] },
      sk: { field: 'gsi3sk', composite: ['orderDate', 'orderId'] },
    },
    /**
     * Order history of the agency in effect, newest first: pk user and agency, sk the ordinal (padded), so
     * page N is one bounded range read whatever the history's length. An order written without an ordinal
     * (before the backfill) keys as `ordinal_` with no digits: before every numbered one, in no page's range.
     */
    ordersByOrdinal: {
      index: 'gsi5',
      pk: { field: 'gsi5pk', composite: ['userName', 'agencyId'] },
      sk: { field: 'gsi5sk', composite: ['ordinal'] },
    },
    /**
     * Sparse: the orders not yet settled (captured and their recipient rows written), by when to look at
     * them; the reconciler job reads the ones past due (functions/src/jobs/settle-orders.ts).
     */
    ordersToSettle: {
      index: 'gsi4',
      pk: { field: 'gsi4pk', composite: [] },
      sk: { field: 'gsi4sk', composite: ['settleAfter'] },
    },
  },
});

/** A line of an order (spec 1 §3 "Order item"): the product as ordered and its campaign data. */
export const OrderItemEntity = lazyEntity({
  model: { entity: 'orderItem', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    itemId: { type: 'string', required: true },
    /** The order's agency and date, copied onto each line so an agency's orders and lines are one Query. */
    agencyId: { type: 'number', required: true },
    orderDate: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    itemNumber: { type: 'string', required: true },
    name: { type: 'string', required: true },
    description: { type: 'string' },
    unitPrice: { type: 'number', required: true },
    quantity: { type: 'number', required: true },
    status: {
      type: ['Pending', 'Complete', 'Canceled', 'Removed', 'Delivered'] as const,
      required: true,
      default: 'Pending',
    },
    data: { type: CustomAttributeType<OrderItemData>('any') },
    orderStateIds: stringList,
    /** Counts the agent's drop changes: each change is written only over the version it read. */
    dropsVersion: { type: 'number' },
    /** Given back for the line's canceled drops: refunded after the capture, released before it (cents). */
    amountRefunded: { type: 'number' },
    amountReleased: { type: 'number' },
    /** When the oldest cancel under way of its drops began; 'none' (or absent) when none is. */
    cancelPendingSince: { type: 'string' },
    /**
     * The sparse index's one partition, written with `cancelPendingSince` (ElectroDB writes no partition key
     * of an empty composite on an update).
     */
    cancelQueue: { type: ['pendingCancels'] as const },
    /**
     * The line's purchased prospect list expires this day (60 days after its last mail date; spec 2 §1):
     * absent on a line without purchased prospects or a mail date. Written with `data` at placement
     * and by a drop change (`prospectListExpiryOf`); the account's lists read the lines not expired by it.
     */
    prospectListExpires: { type: 'string' },
    /**
     * The line's user again, written with `prospectListExpires`: the sparse index's partition (an index
     * keyed on the table's own key attributes would have to be rewritten by every update of a line).
     */
    prospectListOwner: { type: 'string' },
  },
  indexes: {
    itemsOfOrder: {
      collection: 'orderWithItems',
      pk: { field: 'pk', composite: ['userName', 'orderId'] },
      sk: { field: 'sk', composite: ['itemId'] },
    },
    itemsOfAgency: {
      index: 'gsi3',
      collection: 'agencyOrders',
      type: 'clustered',
      pk: { field: 'gsi3pk', composite: ['agencyId'] },
      sk: { field: 'gsi3sk', composite: ['orderDate', 'orderId', 'itemId'] },
    },
    /**
     * Lines with a cancel under way, oldest first (sparse: only those): the reconciler finishes or rolls
     * back the ones a cancel left behind.
     */
    pendingCancels: {
      index: 'gsi2',
      condition: (attributes) =>
        attributes.cancelPendingSince !== undefined && attributes.cancelPendingSince !== 'none',
      pk: { field: 'gsi2pk', composite: ['cancelQueue'] },
      sk: { field: 'gsi2sk', composite: ['cancelPendingSince'] },
    },
    /**
     * Sparse: a user's lines with a purchased prospect list, by when it expires: the account's lists
     * (spec 2 §1) read the ones not expired, however long the user's history.
     */
    prospectListsOfUser: {
      index: 'gsi4',
      condition: (attributes) => attributes.prospectListExpires !== undefined,
      pk: { field: 'gsi4pk', composite: ['prospectListOwner'] },
      sk: { field: 'gsi4sk', composite: ['prospectListExpires'] },
    },
    /** Whether any order references a product: the Admin Center retires such a product, never deletes it. */
    itemsOfProduct: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['productId'] },
      sk: { field: 'gsi1sk', composite: ['orderDate', 'orderId', 'itemId'] },
    },
  },
});
