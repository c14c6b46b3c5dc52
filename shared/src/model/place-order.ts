import * as z from 'zod';
import { validation } from '../messages';
import { Id, requiredEmail } from './fields';

/** Place the cart's order (spec 1 §3 "Place order"); Express Orders use the same shape. */
export const PlaceOrder = z.object({
  cartId: Id,
  /** 'Cart' for checkout. */
  source: z.string().default('Cart'),
  isPaid: z.boolean().default(false),
  /** The payment provider's payment method id; absent when the total is 0. */
  paymentProcessorId: z.string().optional(),
});
export type PlaceOrder = z.infer<typeof PlaceOrder>;

export const PlaceOrderResult = z.object({
  succeeded: z.boolean(),
  /** Shown on the review page when the order was not placed. */
  messages: z.array(z.string()),
  model: z
    .object({
      id: Id,
      isMultiShip: z.boolean(),
      bulkOrderId: z.string().optional(),
    })
    .optional(),
});
export type PlaceOrderResult = z.infer<typeof PlaceOrderResult>;

/** The review page's email field, marked '(Required)' (spec 1 §2, §5). */
export const ReviewEmailForm = z.object({
  email: requiredEmail(50, validation.requiredMarker),
});
export type ReviewEmailForm = z.infer<typeof ReviewEmailForm>;
