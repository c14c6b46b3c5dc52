import * as z from 'zod';
import { approvalTexts } from '../messages/approval-texts';
import { REJECTION_REASON_MAX_LENGTH } from '../rules/order-approval';
import { Cents, IsoDateTime } from './fields';

/** How an order awaiting approval ended (rules/order-approval.ts). */
const ApprovalOutcome = z.enum(['Approved', 'Rejected', 'Released']);

/** The decision on an order that waited for approval, as its page shows it to the agent. */
export const OrderApprovalDecision = z.object({
  outcome: ApprovalOutcome,
  decidedAt: IsoDateTime,
  /** Why it was rejected or released (absent when approved). */
  reason: z.string().optional(),
});
export type OrderApprovalDecision = z.infer<typeof OrderApprovalDecision>;

/** An order in the Admin Center's approval queue. */
export const ApprovalQueueRow = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderDate: IsoDateTime,
  /** The agent the order is for. */
  agent: z.string(),
  agencyName: z.string(),
  statCode: z.string(),
  /** Cents: what the payment holds (an Express Order: all its sub codes' orders). */
  total: Cents,
  /** The staff member who placed it while acting as the agent. */
  placedBy: z.string().optional(),
  /** When the card's hold lapses unless it is renewed first. */
  authorizationLapsesAt: IsoDateTime,
  /** The products that made it need approval. */
  products: z.array(z.string()),
});
export type ApprovalQueueRow = z.infer<typeof ApprovalQueueRow>;

/** A rejection: the reason the agent reads on the order page and in the e-mail. */
export const RejectOrder = z.object({
  reason: z
    .string()
    .trim()
    .min(1, approvalTexts.reasonRequired)
    .max(REJECTION_REASON_MAX_LENGTH, approvalTexts.reasonTooLong),
});
export type RejectOrder = z.infer<typeof RejectOrder>;
