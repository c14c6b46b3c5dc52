import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { responseCoder } from '#documents/index';
import { findBulkOrderState } from '#express-order/index';
import { fileDropsOfOrder } from '#mail-tracking/index';
import {
  markRecipientRowsWritten,
  type OrderDetailRowInput,
  type OrderWithItems,
  ordersPlacedTogether,
  storeProspectLists,
  writeOrderDetailRows,
} from '#orders/index';
import { findOrderState } from '#personalization/index';
import { logger } from '#platform/logger';
import { METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';
import { startWorkflow } from '#platform/workflows';
import { type CartPiece, pieceRecipientRows } from './order-pieces';
import { bulkRecipientRows } from './place-bulk-order';

/**
 * The recipient rows of a placed order (the order list contact table), written off the request by the
 * `order-recipients` workflow (infra/workflows/order-recipients.asl.json): placing an order answers once
 * it is captured, however many recipients it mails. The task reads everything from the order itself (its
 * lines, their order states or Express Order), so its input is the order's ids and a rerun writes the same
 * rows (keyed by order and row number).
 */
export const ORDER_RECIPIENTS_WORKFLOW = 'order-recipients';

/** The order of a payment: its first order, and the Express Order's id when it is one. */
export interface OrderRecipientsKey {
  userName: string;
  orderId: string;
  bulkOrderId?: string;
}

/**
 * Starts the workflow for a placed order (`attempt` names the execution: a repeated start of one attempt is
 * the same execution). A failed start leaves the order as it is, its rows unwritten: the reconciler starts
 * it again, so this never throws.
 */
export async function startOrderRecipients(key: OrderRecipientsKey, attempt = 'placed'): Promise<boolean> {
  try {
    await startWorkflow(ORDER_RECIPIENTS_WORKFLOW, `${key.orderId}-${attempt}`, { order: key });
    return true;
  } catch (error) {
    metrics.addMetric(METRIC_NAMES.recipientRowsNotStarted, MetricUnit.Count, 1);
    logger.error('Starting the recipient rows of a placed order failed', { ...key, attempt, error });
    return false;
  }
}

/** The rows of an order's pieces, each on the drops its line was placed with. */
async function pieceRows({ order, items }: OrderWithItems): Promise<OrderDetailRowInput[]> {
  const pieces: CartPiece[] = [];
  const products = new Map<string, { name: string; itemNumber: string }>();
  for (const item of items) {
    if (!item.data?.id || item.data.bulkOrderStateId) continue;
    const state = await findOrderState(order.userName, item.data.id);
    if (!state) {
      logger.error('The order state of a placed piece is gone: its recipient rows cannot be written', {
        orderId: order.orderId,
        itemId: item.itemId,
        orderStateId: item.data.id,
      });
      continue;
    }
    products.set(item.productId, { name: item.name, itemNumber: item.itemNumber });
    // The drops as placed (the order line keeps them), whatever the state says since.
    pieces.push({ itemId: item.itemId, orderState: { ...state, dropDetails: item.data.dropDetails } });
  }
  return pieceRecipientRows({
    pieces,
    order: {
      userName: order.userName,
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderDate: order.orderDate,
    },
    agency: { agencyName: order.agencyName, statId: order.statCode },
    products,
    codeOf: await responseCoder(),
  });
}

/** The rows of an Express Order's orders: each sub code's recipients on its order. */
async function bulkRows(placed: readonly OrderWithItems[]): Promise<OrderDetailRowInput[]> {
  const { order: first, items } = placed[0]!;
  const line = items[0];
  const bulkOrderStateId = line?.data?.bulkOrderStateId;
  const record = bulkOrderStateId ? await findBulkOrderState(first.userName, bulkOrderStateId) : undefined;
  if (!line || !record) {
    logger.error('The Express Order of a placed order is gone: its recipient rows cannot be written', {
      orderId: first.orderId,
      bulkOrderId: first.bulkOrderId,
    });
    return [];
  }
  return bulkRecipientRows(
    record,
    placed.map(({ order }) => order),
    { name: line.name, itemNumber: line.itemNumber },
  );
}

/**
 * Writes every recipient row of the payment's order (every order of an Express Order) and the purchased
 * prospect lists of its lines (what is mailed, read back for 60 days), then marks the orders' rows written.
 * Answers how many rows.
 */
export async function writeOrderRecipients(key: OrderRecipientsKey): Promise<{ rows: number }> {
  const orders = await ordersPlacedTogether(key);
  if (orders.length === 0) throw new Error(`Order ${key.orderId} not found`);
  const rows = key.bulkOrderId ? await bulkRows(orders) : await pieceRows(orders[0]!);
  await writeOrderDetailRows(rows);
  // Each drop is filed for the mail-drops job, which gives its recipients their IMb on its mail date.
  for (const { order, items } of orders) await fileDropsOfOrder(order, items);
  // An Express Order mails policyholders, never purchased prospects.
  if (!key.bulkOrderId) await storeProspectLists(key.userName, key.orderId);
  await markRecipientRowsWritten(
    key.userName,
    orders.map(({ order }) => order.orderId),
  );
  logger.info('Recipient rows written', { ...key, rows: rows.length });
  return { rows: rows.length };
}
