/**
 * What other capabilities may use of orders (the owner of orders, their lines, numbers and recipient rows):
 * an agency's orders with their lines (home's top picks, the calendar, reports), and what placing an order
 * writes (checkout puts the order's writes in its own transaction), and whether a product was ever ordered (the
 * Admin Center retires such a product rather than deleting it), and a user's newest orders (its user page);
 * the capture of an order's payment (claimed on the release read, then marked paid); what is left of a
 * placement after its transaction (recipient rows, purchased prospect lists, orders still to settle); an
 * approval's decision on the orders awaiting it (the approvals capability decides); the one-off numbering of
 * orders written before ordinals (the backfill, fixtures). Its scheduled job is declared
 * apart (jobs.ts), so the Lambdas reading orders never bundle the payment provider.
 */

export { type ApprovalRecord, setOrdersAuthorization } from './approval-decision-store';
export { markOrdersApproved, markOrdersCanceledForApproval } from './approval-outcome';
export { capturePayment } from './capture-payment';
export { completeMailedLine } from './line-completion';
export { loadOrder } from './load-order';
export { monthFigures, recordPlacedOrders, unitsOrderedSince } from './order-figures';
export {
  agencyOrdersWithItems,
  countRowsOfOrder,
  detailRowsOfDrop,
  isProductOrdered,
  type OrderDateRange,
  type OrderDetailRowInput,
  type OrderDetailRowRecord,
  type OrderItemRecord,
  type OrderRecord,
  type OrderWithItems,
  ordersPlacedTogether,
  orderWithItems,
  type PlacedOrderKey,
  placedOrdersTransactItems,
  recentOrdersOfUser,
  rowOfResponseCode,
  rowsOfOrder,
  writeOrderDetailRows,
} from './orders-store';
export { backfillOrdinals, numberOrdersOfUser } from './ordinal-backfill-store';
export {
  markRecipientRowsWritten,
  ordersToSettle,
  postponeSettlement,
  settleOrder,
} from './settlement-store';
export { storeProspectLists } from './store-prospect-lists';
