import { addBusinessDays } from 'date-fns';
import type { OrderMailingDetail } from '../model/order';
import { type BusinessDate, businessToday, fromBusinessDay, toBusinessDay } from './business-date';
import { DROP_CHANGE_LEAD_BUSINESS_DAYS } from './constants';
import { isDropDateDisabled } from './drop-date-window';

/**
 * Changing a drop of a placed order (ours; the spec's help text says orders change by phone): a drop whose
 * mail date is at least the production lead time ahead may be moved within the drop window or canceled
 * online; closer to its mail date it is in production and changes by phone only.
 */

export type DropStatus = 'Scheduled' | 'InProduction' | 'Mailed' | 'Canceled';

/** The first mail date still changeable online: the lead time in business days after today (New York). */
export function earliestChangeableMailDate(now: Date): BusinessDate {
  return fromBusinessDay(addBusinessDays(toBusinessDay(businessToday(now)), DROP_CHANGE_LEAD_BUSINESS_DAYS));
}

/** Whether a drop mailing on `mailDate` is at least the lead time ahead. */
export function isMailDateChangeable(mailDate: BusinessDate, now: Date): boolean {
  // ISO calendar dates compare correctly as strings.
  return mailDate >= earliestChangeableMailDate(now);
}

/** The status shown beside a drop: canceled, mailed (its day has come), in production, or scheduled. */
export function dropStatus(drop: Pick<OrderMailingDetail, 'mailDate' | 'canceledAt'>, now: Date): DropStatus {
  if (drop.canceledAt) return 'Canceled';
  if (drop.mailDate <= businessToday(now)) return 'Mailed';
  return isMailDateChangeable(drop.mailDate, now) ? 'Scheduled' : 'InProduction';
}

/** A drop's number: its own, else its place in the schedule (1-based), as the order page shows it. */
export const dropNumberOf = (drop: Pick<OrderMailingDetail, 'dropNumber'>, index: number): number =>
  drop.dropNumber ?? index + 1;

/** Why a drop cannot be changed online, or undefined when it can. */
export type DropChangeRefusal = 'alreadyCanceled' | 'notChangeable';

/**
 * Whether the agent may move or cancel the drop now: the order is not canceled, its line is still pending,
 * the drop is not canceled and mails at least the lead time ahead.
 */
export function dropChangeRefusal(
  context: { orderCanceled: boolean; itemStatus: string },
  drop: Pick<OrderMailingDetail, 'mailDate' | 'canceledAt'>,
  now: Date,
): DropChangeRefusal | undefined {
  if (drop.canceledAt) return 'alreadyCanceled';
  if (context.orderCanceled || context.itemStatus !== 'Pending') return 'notChangeable';
  return dropStatus(drop, now) === 'Scheduled' ? undefined : 'notChangeable';
}

/** A new mail date for a moved drop: a weekday in the drop window, and itself at least the lead time ahead. */
export function isMoveDateDisabled(date: BusinessDate, now: Date): boolean {
  return isDropDateDisabled(date, now) || !isMailDateChangeable(date, now);
}

/** What the order's payment says about money, in cents. */
export interface OrderMoney {
  subTotal: number;
  discountTotal: number;
  /** What was captured (0 for a free order or an authorization not yet captured). */
  amountPaid: number;
  /** What earlier canceled drops already gave back. */
  amountRefunded: number;
}

/**
 * The drop's share of what was paid: its price less its proportional part of the order's discount
 * (a free order's share is 0), rounded to the cent.
 */
export function dropShareAfterDiscount(
  dropPrice: number,
  order: Pick<OrderMoney, 'subTotal' | 'discountTotal'>,
) {
  if (order.subTotal <= 0 || dropPrice <= 0) return 0;
  const discounted = Math.max(0, order.subTotal - order.discountTotal);
  return Math.round((Math.min(dropPrice, order.subTotal) * discounted) / order.subTotal);
}

/**
 * What canceling the drop refunds, in cents: its share after discount, never more than is left of what
 * was captured (so all drops canceled never give back more than was paid). Nothing captured, nothing refunded.
 */
export function dropRefundAmount(dropPrice: number, order: OrderMoney): number {
  const left = Math.max(0, order.amountPaid - order.amountRefunded);
  return Math.min(dropShareAfterDiscount(dropPrice, order), left);
}

/** An order's authorization not yet captured, in cents. */
export interface HeldMoney {
  subTotal: number;
  discountTotal: number;
  /** What the authorization holds: the order's total. */
  total: number;
  /** What canceled drops released of it before the capture. */
  amountReleased: number;
}

/**
 * What capturing an order's authorization takes: its total less what its canceled drops released, nothing
 * for a canceled order (every line gone), so the agent never pays for a drop canceled before the capture.
 */
export function amountToCapture(order: Pick<HeldMoney, 'total' | 'amountReleased'> & { canceled: boolean }) {
  return order.canceled ? 0 : Math.max(0, order.total - order.amountReleased);
}

/**
 * What canceling the drop releases of an authorization not yet captured: its share after discount, as a
 * refund would give back, never more than is still held.
 */
export function dropReleaseAmount(dropPrice: number, order: HeldMoney): number {
  return Math.min(dropShareAfterDiscount(dropPrice, order), amountToCapture({ ...order, canceled: false }));
}
