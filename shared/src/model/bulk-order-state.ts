import * as z from 'zod';
import { DropDetails } from './drop-details';
import { ChannelTypeSchema, EMPTY_CART_ID, ProgramType } from './enums';
import { Cents, Id } from './fields';

/** The order state of one sub code of an Express Order. `totalPrice` in cents. */
export const BulkChildOrderState = z.object({
  id: Id,
  statCode: z.string(),
  targetCount: z.number().int().nonnegative(),
  /** Cents. */
  totalPrice: Cents,
  pageFlexDocumentId: z.string().optional(),
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
