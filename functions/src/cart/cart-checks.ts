import { errors, toasts } from '@msc/shared/messages';
import type { ProductItem } from '#catalog/catalogue';
import { businessRule, conflict } from '#platform/http-error';
import type { CartItemRecord } from './cart-store';

/** Cart rules of spec 1 §5 that apply to adding a catalogue product. */
export function checkAddToCart(product: ProductItem, items: readonly CartItemRecord[]): void {
  if (!product.canAddToCart) throw businessRule(toasts.startOrderFailed().message);
  if (items.some((item) => item.isExpressOrder)) throw conflict(toasts.expressOrderInCart.message);
}

/** A quantity above the product's limit is refused with 'Limit of {limitText} exceeded'. */
export function checkQuantity(product: ProductItem, quantity: number): void {
  if (product.limitAvailable !== undefined && quantity > product.limitAvailable) {
    throw businessRule(errors.limitExceeded(product.limitText ?? String(product.limitAvailable)));
  }
}
