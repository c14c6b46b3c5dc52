import { OrderStatusCode } from '../model/enum-values';
import type { OrderMailingDetail } from '../model/order';
import { dropStatus } from './drop-change';

/**
 * When a placed order's mailing line and the order itself are done (spec 1 §4's item statuses Pending,
 * Complete, Canceled, Removed; order status 100 completed): what the `mail-drops` job writes when a drop
 * mails, so the order page's line and its drops never disagree (a line "Pending" beside drops "Mailed").
 */

type DropState = Pick<OrderMailingDetail, 'mailDate' | 'canceledAt' | 'cancelPending'>;

/** A mailing line is Complete once each of its drops has mailed or been canceled, one at least mailed. */
export function lineMailedOut(drops: readonly DropState[], now: Date): boolean {
  const statuses = drops.map((drop) => dropStatus(drop, now));
  return (
    statuses.includes('Mailed') && statuses.every((status) => status === 'Mailed' || status === 'Canceled')
  );
}

const DONE = new Set(['Complete', 'Delivered']);
const GONE = new Set(['Canceled', 'Removed']);

/**
 * The order's status once its lines are as given: Completed when each line is done or gone and one at least
 * done; else what it was. Only a Pending order completes (one waiting for approval, or canceled, stays).
 */
export function orderStatusAfterLines(orderStatusCode: number, lineStatuses: readonly string[]): number {
  if (orderStatusCode !== OrderStatusCode.Pending) return orderStatusCode;
  const done = lineStatuses.some((status) => DONE.has(status));
  const settled = lineStatuses.every((status) => DONE.has(status) || GONE.has(status));
  return done && settled ? OrderStatusCode.Completed : orderStatusCode;
}
