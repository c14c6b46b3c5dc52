import { notices } from '../messages/notices';
import { showsStockMessage } from './cart-rules';

export interface CartItemFacts {
  quantity: number;
  deliveryType: number;
  /** Units on hand; undefined for an item that is not stocked. */
  stockOnHand?: number;
}

/**
 * The messages a cart item shows (spec 1 §5): more than the stock of a physical item says how many are on
 * hand; a digital item has no stock and never shows it. Informational: they do not block the order.
 */
export function cartItemMessages(item: CartItemFacts): string[] {
  if (!showsStockMessage(item.deliveryType) || item.stockOnHand === undefined) return [];
  return item.quantity > item.stockOnHand ? [notices.lowStock(Math.max(0, item.stockOnHand))] : [];
}

/** An order waits for approval (status 2, the review page's warning) when any of its items requires it. */
export function orderRequiresApproval(items: ReadonlyArray<{ requiresApproval?: boolean }>): boolean {
  return items.some((item) => item.requiresApproval === true);
}
