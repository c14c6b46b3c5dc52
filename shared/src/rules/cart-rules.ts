import { errors, validation } from '../messages';
import type { CartItem } from '../model/cart';
import { DeliveryType } from '../model/enum-values';
import { MAX_ITEM_QUANTITY } from './constants';

/**
 * Cart rules (spec 1 §4-5, §8). Results name a reason; the caller maps it to the message catalogue.
 * Each reason is the key of its text in shared/src/messages.ts (toasts or errors).
 */

/** The rules' view of a cart item. */
export interface CartItemRuleView {
  productId: string;
  /** The item's personalization (order state); items without one are the same "version". */
  orderStateId?: string | null;
  /** Present when the item is an Express Order. */
  bulkOrderStateId?: string | null;
  isExpressOrder?: boolean;
}

/** The rules' view of a cart line (attributes OrderState and BulkOrderState). */
export function toCartItemRuleView(item: Pick<CartItem, 'product' | 'attributes'>): CartItemRuleView {
  return {
    productId: item.product.id,
    orderStateId: item.attributes.OrderState ?? null,
    bulkOrderStateId: item.attributes.BulkOrderState ?? null,
    isExpressOrder: item.product.isExpressOrder,
  };
}

/** An Express Order line: flagged as one, or carrying a bulk order state. */
export function isExpressOrderItem(item: CartItemRuleView): boolean {
  return item.isExpressOrder === true || Boolean(item.bulkOrderStateId);
}

export type CartConflictReason =
  /** 'An Express Order is already in the cart…' */
  | 'expressOrderInCart'
  /** 'Sorry, we are unable to accommodate multiple versions for the same asset…' */
  | 'multipleVersionsOfAsset'
  /** 'An Express Order cannot be started if other items are already in the cart…' */
  | 'expressOrderWithOtherItems'
  /** 'Express Order can be placed with only one item for now.' */
  | 'expressOrderOneItem';

export type CartRuleResult<R extends string = CartConflictReason> = { ok: true } | { ok: false; reason: R };

const OK = { ok: true } as const;

/** An Express Order cannot start while the cart holds anything (an Express Order included). */
export function checkStartExpressOrder(
  cart: readonly CartItemRuleView[],
): CartRuleResult<'expressOrderInCart' | 'expressOrderWithOtherItems'> {
  if (cart.some(isExpressOrderItem)) return { ok: false, reason: 'expressOrderInCart' };
  if (cart.length > 0) return { ok: false, reason: 'expressOrderWithOtherItems' };
  return OK;
}

/**
 * Adding an item: nothing may join an Express Order; an Express Order may not join other items;
 * the same product may be in the cart only in one version (order state). Adding the same product
 * with the same order state (or a plain product again) is allowed and updates that line.
 */
export function checkAddToCart(cart: readonly CartItemRuleView[], adding: CartItemRuleView): CartRuleResult {
  if (cart.some(isExpressOrderItem)) return { ok: false, reason: 'expressOrderInCart' };
  if (isExpressOrderItem(adding) && cart.length > 0)
    return { ok: false, reason: 'expressOrderWithOtherItems' };
  const sameProduct = cart.filter((item) => item.productId === adding.productId);
  const versionOf = (item: CartItemRuleView) => item.orderStateId || null;
  if (sameProduct.some((item) => versionOf(item) !== versionOf(adding))) {
    return { ok: false, reason: 'multipleVersionsOfAsset' };
  }
  return OK;
}

/** An Express Order can be placed with only one cart item. */
export function checkExpressOrderItemCount(
  cart: readonly CartItemRuleView[],
): CartRuleResult<'expressOrderOneItem'> {
  if (cart.some(isExpressOrderItem) && cart.length > 1) return { ok: false, reason: 'expressOrderOneItem' };
  return OK;
}

/**
 * The fields of a cart line the multi-contact rules read (a model CartItem fits): the product's delivery
 * type, limit and Express flag, and the line's order state (a piece) or bulk order state (an Express Order).
 */
export interface MultiContactLine {
  product: { deliveryType: number; isExpressOrder?: boolean; limits?: ProductLimits | null };
  attributes?: { OrderState?: string | null; BulkOrderState?: string | null };
}

/**
 * Only a plain physical product ships to multiple contacts: a personalized piece and an Express Order are
 * mailed to their recipients (their quantity is the recipients), a digital item is not shipped.
 */
export function shipsToMultipleContacts(line: MultiContactLine): boolean {
  return (
    line.product.deliveryType === DeliveryType.PHYSICAL &&
    line.product.isExpressOrder !== true &&
    !line.attributes?.OrderState &&
    !line.attributes?.BulkOrderState
  );
}

/** The fields of a cart the multi-contact rule reads (a model Cart fits). */
export interface MultiContactShippingInput {
  items: readonly MultiContactLine[];
  discountTotal: number;
  additionalChargeTotal: number;
  /** Applied discount codes. */
  attributes?: { Discounts?: readonly { code: string }[] };
}

/**
 * Shipping to multiple contacts is blocked by an item that is not a plain physical product (checked first)
 * or by any discount or additional charge.
 */
export function checkMultiContactShipping(
  cart: MultiContactShippingInput,
): CartRuleResult<'multiShipNotEligible' | 'multiShipPromotion'> {
  if (!cart.items.every(shipsToMultipleContacts)) return { ok: false, reason: 'multiShipNotEligible' };
  const hasDiscount = cart.discountTotal > 0 || (cart.attributes?.Discounts?.length ?? 0) > 0;
  if (hasDiscount || cart.additionalChargeTotal > 0) return { ok: false, reason: 'multiShipPromotion' };
  return OK;
}

/** One address's quantities of the cart's lines (a model ShipToEntry fits). */
export interface MultiShipAddress {
  orderContactItemQuantities: readonly { cartItemId: string; quantity: number }[];
}

/** Above MAX_ITEM_QUANTITY at one address, whatever the product's own limit. */
const MAX_ITEM_EXCEEDED = { reason: 'limitExceeded', limitText: String(MAX_ITEM_QUANTITY) } as const;

export type MultiShipQuantitiesCheck =
  | { ok: true }
  | { ok: false; reason: 'multiShipNotEligible' }
  | Exclude<QuantityCheck, { ok: true }>;

/**
 * The quantities of a cart shipped to multiple contacts: each names a line that ships to multiple contacts
 * (a quantity of a line no longer in the cart counts for nothing), is a whole number from 1 to
 * MAX_ITEM_QUANTITY and within the product's limit; so is each line's total over all the addresses (an
 * address without a quantity of a line receives the line's cart quantity, as the cart prices it).
 */
export function checkMultiShipQuantities(
  items: readonly (MultiContactLine & { id: string; quantity: number })[],
  shipTos: readonly MultiShipAddress[],
): MultiShipQuantitiesCheck {
  const byId = new Map(items.map((item) => [item.id, item]));
  for (const shipTo of shipTos) {
    for (const { cartItemId, quantity } of shipTo.orderContactItemQuantities) {
      const item = byId.get(cartItemId);
      if (!item) continue;
      if (!shipsToMultipleContacts(item)) return { ok: false, reason: 'multiShipNotEligible' };
      const check = validateItemQuantity(quantity, item.product.limits);
      if (!check.ok) return check;
      if (quantity > MAX_ITEM_QUANTITY) return { ok: false, ...MAX_ITEM_EXCEEDED };
    }
  }
  for (const item of items) {
    if (!shipsToMultipleContacts(item) || !item.product.limits) continue;
    const total = shipTos.reduce(
      (sum, shipTo) =>
        sum +
        (shipTo.orderContactItemQuantities.find((entry) => entry.cartItemId === item.id)?.quantity ??
          item.quantity),
      0,
    );
    const check = validateItemQuantity(total, item.product.limits);
    if (!check.ok) return check;
  }
  return OK;
}

export interface ProductLimits {
  /** How many may be ordered; no limit when absent. */
  available?: number | null;
  /** Text used in 'Limit of {limitText} exceeded'. */
  limitText?: string | null;
}

export type QuantityCheck =
  | { ok: true }
  | { ok: false; reason: 'notWholeNumber' | 'belowMinimum' }
  | { ok: false; reason: 'limitExceeded'; limitText: string };

/**
 * Quantity validation per item: a whole number, at least `minimum` (1 for multi-ship quantities),
 * not above the product limit ('Limit of {limitText} exceeded'; the quantity is then not updated).
 */
export function validateItemQuantity(
  quantity: number,
  limits?: ProductLimits | null,
  minimum = 1,
): QuantityCheck {
  if (!Number.isInteger(quantity)) return { ok: false, reason: 'notWholeNumber' };
  if (quantity < minimum) return { ok: false, reason: 'belowMinimum' };
  const available = limits?.available;
  if (typeof available === 'number' && quantity > available) {
    return { ok: false, reason: 'limitExceeded', limitText: limits?.limitText || String(available) };
  }
  return OK;
}

/** The message of a quantity check, one wording for the product page, the cart and the API. */
export function quantityMessage(check: QuantityCheck): string | undefined {
  if (check.ok) return undefined;
  if (check.reason === 'limitExceeded') return errors.limitExceeded(check.limitText);
  return check.reason === 'notWholeNumber' ? validation.wholeNumber : validation.quantityAtLeastOne;
}

/**
 * Stock messages are not shown for digital items (spec 1 §5: "an exceeded stock blocks the stock
 * message for digital items").
 */
export function showsStockMessage(deliveryType: number): boolean {
  return deliveryType !== DeliveryType.DIGITAL;
}

/** The ship method resets to the default code when the cart's unit count falls to 0. */
export function shipMethodAfterUnitCountChange(
  unitCount: number,
  currentShipMethodCode: string | null | undefined,
  defaultShipMethodCode: string,
): string {
  if (unitCount <= 0 || !currentShipMethodCode) return defaultShipMethodCode;
  return currentShipMethodCode;
}
