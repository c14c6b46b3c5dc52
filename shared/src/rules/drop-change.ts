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

export type DropStatus = 'Scheduled' | 'InProduction' | 'Mailed' | 'Canceled' | 'CancelPending';

/** The first mail date still changeable online: the lead time in business days after today (New York). */
export function earliestChangeableMailDate(now: Date): BusinessDate {
  return fromBusinessDay(addBusinessDays(toBusinessDay(businessToday(now)), DROP_CHANGE_LEAD_BUSINESS_DAYS));
}

/** Whether a drop mailing on `mailDate` is at least the lead time ahead. */
export function isMailDateChangeable(mailDate: BusinessDate, now: Date): boolean {
  // ISO calendar dates compare correctly as strings.
  return mailDate >= earliestChangeableMailDate(now);
}

type DropState = Pick<OrderMailingDetail, 'mailDate' | 'canceledAt' | 'cancelPending'>;

/**
 * The status shown beside a drop: canceled, its cancel under way (refund pending), mailed (its day has
 * come), in production, or scheduled.
 */
export function dropStatus(drop: DropState, now: Date): DropStatus {
  if (drop.canceledAt) return 'Canceled';
  if (drop.cancelPending) return 'CancelPending';
  if (drop.mailDate <= businessToday(now)) return 'Mailed';
  return isMailDateChangeable(drop.mailDate, now) ? 'Scheduled' : 'InProduction';
}

/** A drop's number: its own, else its place in the schedule (1-based), as the order page shows it. */
export const dropNumberOf = (drop: Pick<OrderMailingDetail, 'dropNumber'>, index: number): number =>
  drop.dropNumber ?? index + 1;

/** Whether the drop is still to be mailed: neither canceled nor with a cancel under way (fulfilment skips it). */
export const isDropMailing = (drop: Pick<OrderMailingDetail, 'canceledAt' | 'cancelPending'>): boolean =>
  !drop.canceledAt && !drop.cancelPending;

/** When the oldest cancel under way among a line's drops began, or undefined when none is. */
export function oldestPendingCancel(drops: readonly Pick<OrderMailingDetail, 'cancelPending'>[]) {
  const since = drops.flatMap((drop) => (drop.cancelPending ? [drop.cancelPending.since] : []));
  return since.length > 0 ? since.sort()[0] : undefined;
}

/** Why a drop cannot be changed online, or undefined when it can. */
export type DropChangeRefusal = 'alreadyCanceled' | 'cancelPending' | 'notChangeable';

/**
 * Whether the agent may move or cancel the drop now: the order is not canceled, its line is still pending,
 * the drop is not canceled and mails at least the lead time ahead.
 */
export function dropChangeRefusal(
  context: { orderCanceled: boolean; itemStatus: string },
  drop: DropState,
  now: Date,
): DropChangeRefusal | undefined {
  if (drop.canceledAt) return 'alreadyCanceled';
  if (drop.cancelPending) return 'cancelPending';
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
  /** What earlier canceled drops already gave back (cancels under way included). */
  amountRefunded: number;
}

/** What one line of the order was charged before discount, and what its canceled drops already got back. */
export interface LineMoney {
  /** Its unit price times its quantity, as the order priced it (cents). */
  charged: number;
  /** Refunded and released for its canceled drops so far (cancels under way included). */
  returned: number;
}

/** A line as the order stores it: what it was charged, and what it got back. */
export const lineMoneyOf = (item: {
  unitPrice: number;
  quantity: number;
  amountRefunded?: number;
  amountReleased?: number;
}): LineMoney => ({
  charged: Math.max(0, item.unitPrice * item.quantity),
  returned: (item.amountRefunded ?? 0) + (item.amountReleased ?? 0),
});

/** Of the order's items, the part left after the discount: what the drops' shares are shares of. */
const discountedSubTotal = (order: Pick<OrderMoney, 'subTotal' | 'discountTotal'>) =>
  Math.max(0, order.subTotal - order.discountTotal);

/**
 * The drop's share of what was paid: its price less its proportional part of the order's discount
 * (a free order's share is 0), rounded to the cent.
 */
export function dropShareAfterDiscount(
  dropPrice: number,
  order: Pick<OrderMoney, 'subTotal' | 'discountTotal'>,
) {
  if (order.subTotal <= 0 || dropPrice <= 0) return 0;
  return Math.round((Math.min(dropPrice, order.subTotal) * discountedSubTotal(order)) / order.subTotal);
}

/**
 * What the line paid: its charge less its proportional part of the order's discount, rounded down to the
 * cent (so the lines together never come to more than the order's items after discount).
 */
export function lineShareAfterDiscount(
  charged: number,
  order: Pick<OrderMoney, 'subTotal' | 'discountTotal'>,
) {
  if (order.subTotal <= 0 || charged <= 0) return 0;
  return Math.floor((Math.min(charged, order.subTotal) * discountedSubTotal(order)) / order.subTotal);
}

/** What is left to give back of the line: what it paid less what it already got back. */
const leftOfLine = (line: LineMoney, order: Pick<OrderMoney, 'subTotal' | 'discountTotal'>) =>
  Math.max(0, lineShareAfterDiscount(line.charged, order) - line.returned);

/**
 * What canceling the drop refunds, in cents: its share after discount, never more than its line paid less
 * what the line already got back, nor more than is left of what was captured (so all drops of all lines
 * canceled never give back more than each line paid, nor more than the order paid). Nothing captured,
 * nothing refunded.
 */
export function dropRefundAmount(dropPrice: number, order: OrderMoney, line: LineMoney): number {
  const left = Math.max(0, order.amountPaid - order.amountRefunded);
  return Math.min(dropShareAfterDiscount(dropPrice, order), leftOfLine(line, order), left);
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
 * refund would give back, never more than its line paid less what the line already got back, nor more
 * than is still held.
 */
export function dropReleaseAmount(dropPrice: number, order: HeldMoney, line: LineMoney): number {
  return Math.min(
    dropShareAfterDiscount(dropPrice, order),
    leftOfLine(line, order),
    amountToCapture({ ...order, canceled: false }),
  );
}
