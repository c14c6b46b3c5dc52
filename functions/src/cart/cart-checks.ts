import { toasts } from '@msc/shared/messages';
import {
  checkAddToCart as cartRuleForAdding,
  quantityMessage,
  validateItemQuantity,
} from '@msc/shared/rules/cart-rules';
import type { ProductItem } from '#catalog/index';
import { badRequest, businessRule, conflict } from '#platform/http-error';
import type { CartItemRecord } from './cart-store';

/** The shared cart rules (spec 1 §5) applied on the server, with the catalogue's texts. */
export function checkAddToCart(product: ProductItem, items: readonly CartItemRecord[]): void {
  if (!product.canAddToCart) throw businessRule(toasts.startOrderFailed().message);
  const result = cartRuleForAdding(items, { productId: product.productId });
  if (!result.ok) throw conflict(toasts[result.reason].message);
}

/** A quantity above the product's limit is refused with 'Limit of {limitText} exceeded' and not saved. */
export function checkQuantity(product: ProductItem, quantity: number): void {
  const result = validateItemQuantity(quantity, {
    available: product.limitAvailable,
    limitText: product.limitText,
  });
  const message = quantityMessage(result);
  if (!message) return;
  // Over the limit is a business rule (422); not a whole number or below one is bad input (400).
  const fail = !result.ok && result.reason === 'limitExceeded' ? businessRule : badRequest;
  throw fail(message, { quantity: [message] });
}
