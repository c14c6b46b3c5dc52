import { OrderStatusCode } from '../model/enum-values';
import { canAdmin, type Role } from './roles';

/**
 * Orders awaiting approval (status 2, shown as In Progress): who may decide them, and how long the card
 * authorization placed with them holds. The spec gives the status and the review page's warning only;
 * the rest is ours (issue 45).
 */

/**
 * How long a card authorization holds the amount: Stripe releases an uncaptured online card payment after
 * 7 days. An order still awaiting approval then would be approved with nothing left to capture.
 */
const AUTHORIZATION_HOLD_DAYS = 7;
/** Re-authorized this long before its hold lapses, so a job running daily never misses one. */
const REAUTHORIZE_BEFORE_LAPSE_HOURS = 36;

const HOUR_MS = 3_600_000;

/** When an authorization made at `authorizedAt` (ISO) lapses (ISO). */
export function authorizationLapsesAt(authorizedAt: string): string {
  return new Date(Date.parse(authorizedAt) + AUTHORIZATION_HOLD_DAYS * 24 * HOUR_MS).toISOString();
}

/** The latest lapse instant a run at `now` re-authorizes: those lapsing before it are due. */
export function reauthorizeLapsingBefore(now: Date): string {
  return new Date(now.getTime() + REAUTHORIZE_BEFORE_LAPSE_HOURS * HOUR_MS).toISOString();
}

/** Is this authorization due to be renewed at `now` (it lapses within the margin, or has lapsed)? */
export const isAuthorizationLapsing = (lapsesAt: string, now: Date): boolean =>
  lapsesAt < reauthorizeLapsingBefore(now);

export interface ApprovalDecider {
  userName: string;
  roles: readonly Role[];
}

export interface OrderToDecide {
  /** The agent the order is for. */
  userName: string;
  /** The staff member who placed it while impersonating the agent, if any. */
  placedBy?: string;
}

export type ApprovalDecisionCheck =
  | { ok: true }
  | { ok: false; reason: 'notApprover' | 'impersonating' | 'ownOrder' | 'placedByDecider' };

/**
 * May this person approve or reject this order? Only the Admin Center's approvers, deciding as themselves
 * (never while impersonating someone), and never an order they placed: neither their own nor one they
 * placed while acting as the agent (four eyes on every order that needs approval).
 */
export function mayDecideApproval(input: {
  decider: ApprovalDecider;
  impersonating: boolean;
  order: OrderToDecide;
}): ApprovalDecisionCheck {
  const { decider, impersonating, order } = input;
  if (!canAdmin(decider.roles, 'approveOrders')) return { ok: false, reason: 'notApprover' };
  if (impersonating) return { ok: false, reason: 'impersonating' };
  if (order.userName === decider.userName) return { ok: false, reason: 'ownOrder' };
  if (order.placedBy !== undefined && order.placedBy === decider.userName)
    return { ok: false, reason: 'placedByDecider' };
  return { ok: true };
}

/** How an order awaiting approval ended: approved (it proceeds), rejected, or released (hold lapsed). */
export type ApprovalOutcome = 'Approved' | 'Rejected' | 'Released';

/** A rejection's reason: required, trimmed, at most this long. */
export const REJECTION_REASON_MAX_LENGTH = 500;

/**
 * The order's status once decided (spec 1 §3's codes): an approved order proceeds as pending (1) like any
 * other placed order; a rejected or released one is canceled (99), its authorization released.
 */
export function statusAfterApproval(outcome: ApprovalOutcome): number {
  return outcome === 'Approved' ? OrderStatusCode.Pending : OrderStatusCode.Canceled;
}
