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
import { recordHoldout } from '#responses/index';
import { type CartPiece, pieceHoldoutRecipients, pieceRecipientRows } from './order-pieces';
import type { OrderRecipientsKey } from './order-recipients';
import { bulkRecipientRows } from './place-bulk-order';

/** The rows of an order's pieces, each on the drops its line was placed with; their held out stored. */
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
  // The held out of each piece are stored with the rows (a rerun puts the same items), for results.
  await recordHoldout(pieceHoldoutRecipients(pieces, { agencyId: order.agencyId, orderId: order.orderId }));
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
  const { rows, heldOut } = await bulkRecipientRows(
    record,
    placed.map(({ order }) => order),
    { name: line.name, itemNumber: line.itemNumber },
  );
  // The recipients each sub code's holdout kept back, stored with the rows (a rerun puts the same items).
  await recordHoldout(heldOut);
  return rows;
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
  const rowsOf = new Map<string, number>();
  for (const row of rows) rowsOf.set(row.orderId, (rowsOf.get(row.orderId) ?? 0) + 1);
  await markRecipientRowsWritten(
    key.userName,
    orders.map(({ order }) => ({
      orderId: order.orderId,
      agencyId: order.agencyId,
      rows: rowsOf.get(order.orderId) ?? 0,
    })),
  );
  logger.info('Recipient rows written', { ...key, rows: rows.length });
  return { rows: rows.length };
}
