import { apiErrors } from '@msc/shared/messages';
import type { Cart, CartItem } from '@msc/shared/model/cart';
import { EMPTY_CART_ID } from '@msc/shared/model/enum-values';
import type { ShipToEntry } from '@msc/shared/model/ship-to';
import { cartItemMessages, orderRequiresApproval } from '@msc/shared/rules/cart-item-messages';
import { type DiscountTerms, priceCart } from '@msc/shared/rules/cart-pricing';
import { shipMethodAfterUnitCountChange, shipsToMultipleContacts } from '@msc/shared/rules/cart-rules';
import { needsShippingSection } from '@msc/shared/rules/checkout-routing';
import type { IgniteTier } from '@msc/shared/rules/pricing';
import { DEFAULT_SHIP_METHOD_CODE, SHIP_METHODS } from '@msc/shared/rules/ship-methods';
import { type ProductItem, toProductSummary } from '#catalog/index';
import type { CartHeader, CartItemRecord, ShipToRecord } from './cart-store';

/** What prices a cart besides its items: the valid discount codes and, for an owner master, its ignite tier. */
export interface CartPricingContext {
  discounts: readonly DiscountTerms[];
  ignite?: IgniteTier;
  /** The code on the cart that applies (an incentive code prices as `ignite`). */
  code?: string;
}

/**
 * The cart as the SPA shows it. Prices come from the products as stored now, never from the browser.
 */
export function toCartView(
  header: CartHeader | undefined,
  records: readonly CartItemRecord[],
  products: ReadonlyMap<string, ProductItem>,
  shipTos: readonly ShipToRecord[] = [],
  pricing: CartPricingContext = { discounts: [] },
): Cart {
  const items: CartItem[] = [];
  /** Pieces whose order state changed after they were added: the order waits until they are added again. */
  const changedPieces = new Set<string>();
  for (const record of [...records].sort((a, b) => a.added.localeCompare(b.added))) {
    const product = products.get(record.productId);
    if (!product) continue;
    // A piece's surcharge (prospects with phone numbers) rides on the product's price as it is now.
    const unitPrice = product.unitPrice + (record.unitSurcharge ?? 0);
    items.push({
      id: record.itemId,
      quantity: record.quantity,
      unitPrice,
      lineTotal: unitPrice * record.quantity,
      product: {
        ...toProductSummary(product),
        deliveryType: product.deliveryType,
        limits:
          product.limitAvailable !== undefined
            ? {
                available: product.limitAvailable,
                limitText: product.limitText ?? String(product.limitAvailable),
              }
            : undefined,
        isExpressOrder: record.isExpressOrder,
      },
      messages: pieceChanged(record)
        ? [apiErrors.pieceChanged]
        : cartItemMessages({
            quantity: record.quantity,
            deliveryType: product.deliveryType,
            stockOnHand: product.stockOnHand,
          }),
      ...(record.orderStateId
        ? {
            piece: {
              orderStateId: record.orderStateId,
              recipientCount: record.recipientCount ?? record.quantity,
              mailDates: record.mailDates ?? [],
            },
          }
        : {}),
      attributes: {
        OrderState: record.orderStateId,
        OrderStates: record.orderStateId ? [record.orderStateId] : undefined,
        BulkOrderState: record.bulkOrderStateId,
      },
    });
    if (pieceChanged(record)) changedPieces.add(record.itemId);
  }
  const units = shippedUnits(header, shipTos);
  if (header?.shipToMode === 'multipleContacts' && shipTos.length > 0) {
    for (const item of items) if (shipsToMultipleContacts(item)) item.shippedQuantity = units(item);
  }
  const unitCount = items.reduce((sum, item) => sum + units(item), 0);
  const subTotal = items.reduce((sum, item) => sum + units(item) * item.unitPrice, 0);
  const isShippingRequired = needsShippingSection(
    records.map((record) => products.get(record.productId) ?? {}),
  );
  const shipMethodCode = shipMethodAfterUnitCountChange(
    unitCount,
    header?.shipMethodCode,
    DEFAULT_SHIP_METHOD_CODE,
  );
  const igniteEligibleSubTotal = items
    .filter((item) => item.product.isIgniteEligible)
    .reduce((sum, item) => sum + units(item) * item.unitPrice, 0);
  const priced = priceCart({
    subTotal,
    igniteEligibleSubTotal,
    isShippingRequired,
    shipMethodCode,
    shipToCount: header?.shipToMode === 'multipleContacts' ? shipTos.length : 1,
    discounts: pricing.discounts,
    ignite: pricing.ignite,
    // The portal's one extra charge (prospects with phone numbers) is priced into the unit price, as spec 2
    // §9 prices a piece: count × unit price. The spec's model keeps the field; nothing else adds to it.
    additionalChargeTotal: 0,
  });
  return {
    id: header?.cartId ?? EMPTY_CART_ID,
    items,
    itemCount: items.length,
    unitCount,
    subTotal,
    shipping: priced.shipping,
    discountTotal: priced.discountTotal,
    incentiveDiscount: priced.incentiveDiscount,
    additionalChargeTotal: priced.additionalChargeTotal,
    total: priced.total,
    canPlaceOrder: items.length > 0 && changedPieces.size === 0,
    requiresApproval: orderRequiresApproval(records.map((record) => products.get(record.productId) ?? {})),
    isShippingRequired,
    shipMethodCode,
    shipMethods: SHIP_METHODS.map((method) => ({ ...method })),
    shipToMode: header?.shipToMode ?? 'user',
    shipToList: shipTos.map(toShipToEntry),
    messages: [],
    attributes: { Discounts: pricing.code ? [{ code: pricing.code }] : [] },
  };
}

/**
 * A piece (or an Express Order) whose state changed after it was added, or added before lines kept what
 * they held: it is ordered once it is added again, as it is then. An Express line charges its summary's
 * recipients: another quantity was not added from it.
 */
export const pieceChanged = (record: CartItemRecord) =>
  Boolean(
    (record.orderStateId || record.bulkOrderStateId) &&
      (record.orderStateChangedTo ||
        !record.orderStateFingerprint ||
        (record.bulkOrderStateId && record.quantity !== record.recipientCount)),
  );

/**
 * How many of an item the order sends: its cart quantity, or with Ship to Multiple Contacts the sum of
 * its quantities at every address (spec 1 §4: totals scale with the ship-to addresses). An address without
 * a quantity for the item (added after the list was chosen) receives the cart quantity. Only a plain
 * physical product scales: a piece or an Express Order is its recipients, whatever an address says (such a
 * cart is refused at placement).
 */
function shippedUnits(header: CartHeader | undefined, shipTos: readonly ShipToRecord[]) {
  if (header?.shipToMode !== 'multipleContacts' || shipTos.length === 0)
    return (item: CartItem) => item.quantity;
  return (item: CartItem) =>
    !shipsToMultipleContacts(item)
      ? item.quantity
      : shipTos.reduce(
          (sum, shipTo) =>
            sum +
            (shipTo.orderContactItemQuantities.find((entry) => entry.cartItemId === item.id)?.quantity ??
              item.quantity),
          0,
        );
}

function toShipToEntry(record: ShipToRecord): ShipToEntry {
  const { userName: _user, agencyId: _agency, shipToId, sequence: _sequence, ...fields } = record;
  return { ...fields, id: shipToId };
}
