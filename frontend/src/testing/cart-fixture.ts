import type { Cart, CartItem } from '@msc/shared/model/cart';

type CartItemOverrides = Omit<Partial<CartItem>, 'product'> & { product?: Partial<CartItem['product']> };

/** One brochure line at $1.25 a unit; override what a test is about (the line total follows). */
export function makeCartItem(overrides: CartItemOverrides = {}): CartItem {
  const { product, ...rest } = overrides;
  const quantity = rest.quantity ?? 10;
  const unitPrice = rest.unitPrice ?? 125;
  return {
    id: 'item-1',
    messages: [],
    attributes: {},
    ...rest,
    quantity,
    unitPrice,
    lineTotal: rest.lineTotal ?? quantity * unitPrice,
    product: {
      id: 'p-auto-brochure',
      name: 'Auto Insurance Brochure',
      itemNumber: 'AB-100',
      description: 'A tri-fold brochure about auto coverage.',
      unitPrice,
      productFormat: 'Brochures',
      canAddToCart: true,
      isPersonalizable: false,
      isDownloadble: false,
      isIgniteEligible: false,
      media: [],
      deliveryType: 1,
      isExpressOrder: false,
      ...product,
    },
  };
}

/** A cart holding `items`, its counts and totals summed from them, shipping free. */
export function makeCart(items: CartItem[] = [], overrides: Partial<Cart> = {}): Cart {
  const subTotal = items.reduce((sum, item) => sum + item.lineTotal, 0);
  return {
    id: 'cart-1',
    items,
    itemCount: items.length,
    unitCount: items.reduce((sum, item) => sum + item.quantity, 0),
    subTotal,
    shipping: 0,
    total: subTotal,
    discountTotal: 0,
    additionalChargeTotal: 0,
    canPlaceOrder: items.length > 0,
    requiresApproval: false,
    isShippingRequired: true,
    shipMethodCode: 'GROUND',
    shipToMode: 'user',
    messages: [],
    attributes: { Discounts: [] },
    ...overrides,
  };
}
