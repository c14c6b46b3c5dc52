import * as z from 'zod';
import { errors } from '../messages';
import { MAX_ITEM_QUANTITY } from '../rules/constants';
import { SHIP_METHOD_CODES } from '../rules/ship-methods';
import { AgencyDetails } from './agency';
import { ShipToMode } from './enums';
import { Id, IsoDate } from './fields';
import { ProductSummary } from './product';
import { ShipToEntry } from './ship-to';

export const CartItemProduct = ProductSummary.extend({
  deliveryType: z.number().int(),
  limits: z.object({ available: z.number().int(), limitText: z.string() }).optional(),
  isExpressOrder: z.boolean(),
});
export type CartItemProduct = z.infer<typeof CartItemProduct>;

export const CartItem = z.object({
  id: z.string(),
  quantity: z.number().int().positive(),
  /** Cents. */
  unitPrice: z.number().int().nonnegative(),
  /** Cents: quantity × unit price. */
  lineTotal: z.number().int().nonnegative(),
  /** Ship to Multiple Contacts: the units sent over every address (what the order is priced on). */
  shippedQuantity: z.number().int().nonnegative().optional(),
  product: CartItemProduct,
  messages: z.array(z.string()),
  /** A personalized piece: its recipients (the quantity) and the mail dates of its drops. */
  piece: z
    .object({
      orderStateId: z.string(),
      recipientCount: z.number().int().nonnegative(),
      mailDates: z.array(IsoDate),
    })
    .optional(),
  attributes: z.object({
    OrderState: z.string().optional(),
    OrderStates: z.array(z.string()).optional(),
    BulkOrderState: z.string().optional(),
  }),
});
export type CartItem = z.infer<typeof CartItem>;

/** Spec 1 §3 "Cart". Money in cents. */
export const Cart = z.object({
  id: z.string(),
  items: z.array(CartItem),
  itemCount: z.number().int(),
  unitCount: z.number().int(),
  subTotal: z.number().int(),
  shipping: z.number().int(),
  total: z.number().int(),
  discountTotal: z.number().int(),
  additionalChargeTotal: z.number().int(),
  canPlaceOrder: z.boolean(),
  requiresApproval: z.boolean(),
  isShippingRequired: z.boolean(),
  shipMethodCode: z.string(),
  /** The ship methods the cart offers, each with its price per address (cents). */
  shipMethods: z.array(z.object({ code: z.string(), name: z.string(), price: z.number().int() })).optional(),
  /** The ignite (incentive) discount, part of discountTotal, shown as its own line. */
  incentiveDiscount: z.number().int().optional(),
  shipToMode: ShipToMode,
  /** The addresses the cart ships to (several for Ship to Multiple Contacts). */
  shipToList: z.array(ShipToEntry).optional(),
  messages: z.array(z.string()),
  attributes: z.object({
    Discounts: z.array(z.object({ code: z.string() })),
    /** Ids of the order states behind the cart's items. */
    OrderStates: z.array(z.string()).optional(),
  }),
  /** The agency the cart orders for. */
  agencyDetails: AgencyDetails.optional(),
});
export type Cart = z.infer<typeof Cart>;

/** A cart quantity as asked for: a positive whole number, at most MAX_ITEM_QUANTITY (and the product's limit). */
const CartQuantity = z
  .number()
  .int()
  .positive()
  .max(MAX_ITEM_QUANTITY, errors.limitExceeded(String(MAX_ITEM_QUANTITY)));

export const AddCartItem = z.object({
  productId: Id,
  quantity: CartQuantity,
});
export type AddCartItem = z.infer<typeof AddCartItem>;

export const SetCartItemQuantity = z.object({ quantity: CartQuantity });
export type SetCartItemQuantity = z.infer<typeof SetCartItemQuantity>;

export const SetShipMethod = z.object({ shipMethodCode: z.enum(SHIP_METHOD_CODES) });
export type SetShipMethod = z.infer<typeof SetShipMethod>;

/** A discount code as typed: case and surrounding spaces do not matter. */
export const ApplyDiscountCode = z.object({ code: z.string().trim().min(1).max(50) });
export type ApplyDiscountCode = z.infer<typeof ApplyDiscountCode>;
