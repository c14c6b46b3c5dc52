import { OrderStatusCode, ShippingFilter } from '../model/enum-values';

/** Order status display (spec 1 §4): 2 (pending approval) is shown as In Progress. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusCode, string>> = {
  [OrderStatusCode.Pending]: 'Pending',
  [OrderStatusCode.PendingApproval]: 'In Progress',
  [OrderStatusCode.Canceled]: 'Canceled',
  [OrderStatusCode.Completed]: 'Completed',
};

/** Order-history shipping filter values (spec 1 §4). */
export const SHIPPING_STATUS_LABELS: Readonly<Record<ShippingFilter, string>> = {
  [ShippingFilter.Shipped]: 'Shipped',
  [ShippingFilter.NotShipped]: 'Not Shipped',
  [ShippingFilter.PartiallyShipped]: 'Partially Shipped',
};

export function shippingStatusLabel(code: number | null | undefined): string {
  return SHIPPING_STATUS_LABELS[code as ShippingFilter] ?? '';
}

/** The label of an order status code; an unknown code falls back to the given text (default ''). */
export function orderStatusLabel(code: number | null | undefined, fallback = ''): string {
  return ORDER_STATUS_LABELS[code as OrderStatusCode] ?? fallback;
}

/** An order item status as shown: Delivered reads SHIPPED, others as they are. */
export function orderItemStatusLabel(status: string | null | undefined): string {
  if (!status) return '';
  return status.toLowerCase() === 'delivered' ? 'SHIPPED' : status;
}

export type CustomDownloadStatus = 'Complete' | 'Incomplete';

/** A custom download is Complete when it has an order id, otherwise Incomplete. */
export function customDownloadStatus(download: {
  pageFlexOrderId?: string | number | null;
}): CustomDownloadStatus {
  const orderId = download.pageFlexOrderId;
  const hasOrderId =
    orderId !== null && orderId !== undefined && String(orderId).trim() !== '' && orderId !== 0;
  return hasOrderId ? 'Complete' : 'Incomplete';
}
