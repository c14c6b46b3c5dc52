import type { Cart, CartItem } from '@msc/shared/model/cart';
import { EMPTY_CART_ID } from '@msc/shared/model/enums';
import { shipMethodAfterUnitCountChange } from '@msc/shared/rules/cart-rules';
import { type ProductItem, toProductSummary } from '#catalog/index';
import type { CartHeader, CartItemRecord } from './cart-store';

export const DEFAULT_SHIP_METHOD_CODE = 'GROUND';

/**
 * The cart as the SPA shows it. Prices come from the products as stored now, never from the browser.
 */
export function toCartView(
  header: CartHeader | undefined,
  records: readonly CartItemRecord[],
  products: ReadonlyMap<string, ProductItem>,
): Cart {
  const items: CartItem[] = [];
  for (const record of [...records].sort((a, b) => a.added.localeCompare(b.added))) {
    const product = products.get(record.productId);
    if (!product) continue;
    items.push({
      id: record.itemId,
      quantity: record.quantity,
      unitPrice: product.unitPrice,
      lineTotal: product.unitPrice * record.quantity,
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
      messages: [],
      attributes: {
        OrderState: record.orderStateId,
        BulkOrderState: record.bulkOrderStateId,
      },
    });
  }
  const unitCount = items.reduce((sum, item) => sum + item.quantity, 0);
  const subTotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  const shipping = 0;
  const discountTotal = 0;
  const additionalChargeTotal = 0;
  return {
    id: header?.cartId ?? EMPTY_CART_ID,
    items,
    itemCount: items.length,
    unitCount,
    subTotal,
    shipping,
    discountTotal,
    additionalChargeTotal,
    total: subTotal + shipping + additionalChargeTotal - discountTotal,
    canPlaceOrder: items.length > 0,
    requiresApproval: false,
    isShippingRequired: records.some((record) => products.get(record.productId)?.isRequireShipping),
    shipMethodCode: shipMethodAfterUnitCountChange(
      unitCount,
      header?.shipMethodCode,
      DEFAULT_SHIP_METHOD_CODE,
    ),
    shipToMode: header?.shipToMode ?? 'user',
    messages: [],
    attributes: { Discounts: (header?.discountCodes ?? []).map((code) => ({ code })) },
  };
}
