import * as z from 'zod';
import { DropDetails } from './drop-details';
import { ChannelTypeSchema, EMPTY_CART_ID, ProgramType } from './enums';
import { Cents, Id } from './fields';
import { Holdout } from './holdout';
import { ListCleaning } from './list-cleaning';

/**
 * The order state of one sub code of an Express Order. `totalPrice` in cents. `targetCount` is the
 * recipients after the list cleaning (the wizard's step-4 cleaning), `listCleaning` what it removed.
 */
export const BulkChildOrderState = z.object({
  id: Id,
  statCode: z.string(),
  targetCount: z.number().int().nonnegative(),
  /** Cents. */
  totalPrice: Cents,
  pageFlexDocumentId: z.string().optional(),
  listCleaning: ListCleaning.optional(),
  /** How many of the cleaned list the holdout keeps back (issue 48); `targetCount` is the mailed. */
  heldOut: z.number().int().nonnegative().optional(),
});
export type BulkChildOrderState = z.infer<typeof BulkChildOrderState>;

/**
 * Policyholder choice for one sub code: all, or self-selected. `selectedPolicyNumbers` is ours (the spec
 * lists only statCode and selectAllPolicyHolders) and holds the self-selected policyholders.
 */
export const SubCodeDetails = z.object({
  statCode: z.string(),
  selectAllPolicyHolders: z.boolean(),
  selectedPolicyNumbers: z.array(z.string()).optional(),
});
export type SubCodeDetails = z.infer<typeof SubCodeDetails>;

/** The state of an Express Order across sub codes (spec 1 §3 "Bulk order state"). */
export const BulkOrderState = z.object({
  id: Id,
  /** The all-zero GUID until a cart exists. */
  cartId: z.string().default(EMPTY_CART_ID),
  channelType: ChannelTypeSchema,
  statCode: z.string(),
  oppId: z.string().optional(),
  programType: ProgramType,
  productType: z.string(),
  productId: Id,
  /** Not yet chosen until the personalization confirmation is answered. */
  isSamePersonalization: z.boolean().optional(),
  orderStates: z.array(BulkChildOrderState),
  subCodesDetails: z.array(SubCodeDetails),
  dropDetails: DropDetails.optional(),
  /** Cents. */
  unitPrice: Cents,
  pageFlexDocumentIds: z.array(z.string()),
  /** Step 4's one-per-household choice, for every sub code's list. */
  onePerHousehold: z.boolean().optional(),
  /** Step 4's holdout, in each sub code's list (absent: none); the summary's rows count the mailed only. */
  holdout: Holdout.optional(),
});
export type BulkOrderState = z.infer<typeof BulkOrderState>;

/** Start an Express Order (spec 1 §7 POST order-state/bulk). */
export const CreateBulkOrderState = z.object({
  cartId: z.string().default(EMPTY_CART_ID),
  productId: Id,
  statCode: z.string(),
  productType: z.string(),
  programType: ProgramType,
  channelType: ChannelTypeSchema,
  oppId: z.string().optional(),
});
export type CreateBulkOrderState = z.infer<typeof CreateBulkOrderState>;

/** A tile of the Express Order sub code strip (spec 1 §2): no action, active, done, todo. */
export const SubCodeTileState = z.enum(['noAction', 'active', 'done', 'todo']);
export type SubCodeTileState = z.infer<typeof SubCodeTileState>;

/** Where the express-order pipeline is for a bulk order state: step 4 shows progress while it runs. */
export const BulkSummaryStatus = z.enum(['running', 'ready', 'failed']);
export type BulkSummaryStatus = z.infer<typeof BulkSummaryStatus>;

/** One sub code's row of the step-4 table (PDF Preview, Sub Code, Agency Name, Quantity, Price). */
export const BulkSummaryRow = z.object({
  /** The child order state of the sub code (step 1's `:orderStateId`). */
  orderStateId: Id,
  statCode: z.string(),
  agencyName: z.string(),
  /** Recipients after opt-outs and suppression. */
  quantity: z.number().int().nonnegative(),
  /** Cents. */
  price: Cents,
  /** The sub code's proof (the same one for every row when the personalization is the same). */
  proofDocumentId: z.string().optional(),
  /** A short-lived URL of the proof PDF, for the dropdown + Preview frame. */
  proofUrl: z.string().optional(),
});
export type BulkSummaryRow = z.infer<typeof BulkSummaryRow>;

/**
 * The bulk summary step 4 reads, written by the express-order pipeline. `rows` and `total` are only
 * given when `status` is 'ready': nothing half-done is shown as done. `message` says what failed
 * ("sub code 10-20-003: proof failed, try again").
 */
export const BulkOrderSummary = z.object({
  bulkOrderStateId: Id,
  status: BulkSummaryStatus,
  message: z.string().optional(),
  item: z.object({ productId: Id, name: z.string(), itemNumber: z.string() }),
  /** Cents. */
  unitPrice: Cents,
  dropDetails: DropDetails.optional(),
  rows: z.array(BulkSummaryRow),
  /** Total order count (every sub code's quantity). */
  totalQuantity: z.number().int().nonnegative(),
  /** Cents; pricing prior to potential applied discount. */
  total: Cents,
});
export type BulkOrderSummary = z.infer<typeof BulkOrderSummary>;
