import * as z from 'zod';
import { apiErrors } from '../messages/api-errors';
import { Id } from '../model/fields';
import { Order, OrderAddress } from '../model/order';
import { BillingForm, PaymentMethod } from '../model/payment';
import { PlaceOrderResult } from '../model/place-order';
import { endpoint } from './endpoint';

const IdParams = z.object({ id: Id });

/**
 * How the SPA collects a card: Stripe Elements with the publishable key, or the local payment gateway at
 * `localPath` on the portal's own origin. Either way the card number never reaches our API.
 */
export const PaymentSetup = z.object({
  mode: z.enum(['stripe', 'local']),
  publishableKey: z.string(),
  localPath: z.string().optional(),
});
export type PaymentSetup = z.infer<typeof PaymentSetup>;

/** Save a card the provider already holds: its payment-method id and the billing form (spec 1 §4 add-card flow). */
export const AddPaymentMethod = BillingForm.extend({ providerPaymentMethodId: z.string().min(1).max(255) });
export type AddPaymentMethod = z.infer<typeof AddPaymentMethod>;

/**
 * Place the cart's order. The amount, items and ship-tos are the server's cart; the browser names only
 * the saved card, the confirmation email and its idempotency key (one key per attempt: a double click or a
 * retry with the same key gives the same answer and one charge).
 */
export const PlaceCartOrder = z.object({
  idempotencyKey: z.string().min(8).max(100),
  paymentMethodId: z.string().min(1).max(255).optional(),
  email: z.email().max(50),
  /** The total (cents) the review page showed: the order is refused when the cart's total is no longer it. */
  reviewedTotal: z.number().int().nonnegative().max(1_000_000_000).optional(),
});
export type PlaceCartOrder = z.infer<typeof PlaceCartOrder>;

/** One sub code's order of an Express Order, as its confirmation lists it. */
export const ExpressConfirmationOrder = z.object({
  id: z.string(),
  orderNumber: z.string(),
  subCode: z.string(),
  agencyName: z.string(),
  /** The pieces its sub code mails. */
  quantity: z.number().int().nonnegative(),
  /** Cents: its share of the one charge. */
  total: z.number().int(),
});
export type ExpressConfirmationOrder = z.infer<typeof ExpressConfirmationOrder>;

/** What the one payment of an Express Order charged for all its orders (cents). */
export const ExpressCharge = z.object({
  subTotal: z.number().int(),
  shipping: z.number().int(),
  discountTotal: z.number().int(),
  total: z.number().int(),
});

/** The order confirmation page: the order, every recipient and the card paid with. */
export const OrderConfirmation = Order.extend({
  /** The addresses (a multi-ship order's first 100). */
  recipients: z.array(OrderAddress),
  /** Every address the order ships to. */
  recipientCount: z.number().int().nonnegative(),
  payment: z.object({ cardBrand: z.string(), last4: z.string() }).optional(),
  /** The staff member who placed it while acting as the user (impersonating), on the user's saved card. */
  placedBy: z.string().optional(),
  /**
   * An Express Order: every sub code's order placed with this one (this one included), and the one charge
   * they share, so the page never reads as one order of several.
   */
  express: z.object({ orders: z.array(ExpressConfirmationOrder), charge: ExpressCharge }).optional(),
});
export type OrderConfirmation = z.infer<typeof OrderConfirmation>;

export const checkoutApi = {
  paymentSetup: endpoint({
    method: 'GET',
    path: '/payment-setup',
    auth: 'user',
    response: PaymentSetup,
  }),
  paymentMethods: endpoint({
    method: 'GET',
    path: '/payment-methods',
    auth: 'user',
    response: z.array(PaymentMethod),
  }),
  addPaymentMethod: endpoint({
    method: 'POST',
    path: '/payment-methods',
    auth: 'user',
    body: AddPaymentMethod,
    // Issue 46: the user's wallet is theirs alone; staff acting as them only pay with a card saved before.
    notWhileImpersonating: apiErrors.cardsReadOnlyWhileImpersonating,
    response: PaymentMethod,
    status: 201,
  }),
  removePaymentMethod: endpoint({
    method: 'DELETE',
    path: '/payment-methods/{id}',
    auth: 'user',
    // Issue 46: the user's wallet is theirs alone; staff acting as them only pay with a card saved before.
    notWhileImpersonating: apiErrors.cardsReadOnlyWhileImpersonating,
    params: IdParams,
    response: z.array(PaymentMethod),
  }),
  setDefaultPaymentMethod: endpoint({
    method: 'POST',
    path: '/payment-methods/{id}/default',
    auth: 'user',
    // Issue 46: the user's wallet is theirs alone; staff acting as them only pay with a card saved before.
    notWhileImpersonating: apiErrors.cardsReadOnlyWhileImpersonating,
    params: IdParams,
    response: z.array(PaymentMethod),
  }),
  placeOrder: endpoint({
    method: 'POST',
    path: '/orders/place',
    auth: 'allAccess',
    body: PlaceCartOrder,
    response: PlaceOrderResult,
  }),
  orderConfirmation: endpoint({
    method: 'GET',
    path: '/order-confirmations/{id}',
    auth: 'user',
    params: IdParams,
    response: OrderConfirmation,
  }),
};
