import * as z from 'zod';
import { ChosenDropDetails, DropDetails } from './drop-details';
import { ChannelType, EMPTY_CART_ID, ProgramType, SubscriptionPeriod, ZipRadius } from './enums';
import { Cents, Id, IsoDateTime } from './fields';
import { Holdout } from './holdout';
import { ListCleaning } from './list-cleaning';
import { PersonalizationForm } from './personalization';
import { SubscriptionPolicyholder } from './policyholder';
import { Product } from './product';
import { ProspectOption } from './prospecting';
import { MAX_RECIPIENTS } from './recipients';

/** An order state's channel: direct mail 1 or email 2 (multi-channel is a direct-mail parent with an email child). */
export const OrderStateChannel = z.union([z.literal(ChannelType.DirectMail), z.literal(ChannelType.Email)]);
export type OrderStateChannel = z.infer<typeof OrderStateChannel>;

/** A row of the seasonal (subscription) summary. `price` in cents. */
export const SeasonalSummaryRow = z.object({
  assetName: z.string(),
  selectedCount: z.number().int().nonnegative(),
  /** Cents. */
  price: Cents,
});
export type SeasonalSummaryRow = z.infer<typeof SeasonalSummaryRow>;

/** A child order state of a kit or multi-item order (spec 2 §3 "childOrderStates"). */
export const ChildOrderState = z.object({
  productId: Id,
  targetCount: z.number().int().nonnegative(),
  pageFlexDocumentId: z.string().optional(),
  itemName: z.string(),
});
export type ChildOrderState = z.infer<typeof ChildOrderState>;

/** Every field of an order state except its per-channel order states. */
const orderStateFields = {
  id: Id,
  /** The all-zero GUID until a cart exists. */
  cartId: z.string().default(EMPTY_CART_ID),
  parentId: z.string().optional(),
  productId: Id,
  programType: ProgramType,
  /** Semicolon-joined product types. */
  productType: z.string(),
  oppId: z.string().optional(),
  oppType: z.string().optional(),
  statCode: z.string(),
  /** The user's (or agency's) state, used for state restrictions. */
  userState: z.string().optional(),
  isMultiChannel: z.boolean(),
  channelType: OrderStateChannel,
  pageFlexDocumentId: z.string().optional(),
  pageFlexOrderId: z.string().optional(),
  /** Prospecting: the ZIP codes targeted. */
  zipCodes: z.array(z.string()),
  zipRadius: ZipRadius.optional(),
  crossStateBoundary: z.boolean(),
  availableCount: z.number().int().nonnegative().optional(),
  includePhoneNumber: z.boolean(),
  /** Prospecting: the option chosen at step 2 (with or without phone numbers, all or a quantity). */
  prospectOption: ProspectOption.optional(),
  isOwnListUploaded: z.boolean(),
  /** Flagged saved-for-later. */
  isStateSaved: z.boolean(),
  /** Retention subscription: the selected policyholders. */
  recipients: z.array(SubscriptionPolicyholder),
  /**
   * Every other list-based flow keeps its recipients (mail contacts: policyholders or uploaded-list records)
   * on the server; the answer names the policyholders among them by policy number (step 2 ticks them), so
   * a large book never outgrows a response. `targetCount` counts them all.
   */
  recipientPolicyNumbers: z.array(z.string()).max(MAX_RECIPIENTS),
  /** Data list (own list): the agency list the recipients come from, and its records they are (step 2 ticks them). */
  mailListId: z.string().optional(),
  recipientMailListContactIds: z.array(z.string()).max(MAX_RECIPIENTS).optional(),
  /** Data list: picked records left out because their email is on the opt-out (suppression) list. */
  suppressedCount: z.number().int().nonnegative().optional(),
  /** What cleaning the recipient list removed before it was priced (step 4 shows it). */
  listCleaning: ListCleaning.optional(),
  /** The share of the cleaned list held out, neither mailed nor charged (absent: none); `targetCount` is the mailed. */
  holdout: Holdout.optional(),
  /**
   * Annual auto (spec 2 §9, mailed 60-90 days before renewal): the chosen customers left out because their
   * window has passed or is not open yet (shared/src/rules/annual-auto-timing.ts).
   */
  renewalTiming: z
    .object({ passed: z.number().int().nonnegative(), notYet: z.number().int().nonnegative() })
    .optional(),
  /** Months (3 or 6). */
  subscriptionPeriod: SubscriptionPeriod.optional(),
  seasonalSummary: z.array(SeasonalSummaryRow),
  targetCount: z.number().int().nonnegative(),
  /** Cents. */
  totalPrice: Cents,
  /** Cents. */
  unitPrice: Cents,
  states: z.array(z.string()),
  /** Step 1's personalization form, as last entered. */
  personalization: PersonalizationForm.optional(),
  pdfFinalApproval: z.boolean(),
  acceptTermsAndConditions: z.boolean(),
  willNotUseMassachusetts: z.boolean(),
  childOrderStates: z.array(ChildOrderState),
  dropDetails: DropDetails.optional(),
  created: IsoDateTime.optional(),
  updated: IsoDateTime.optional(),
};

/** An order state of one channel (the entries of `orderStates`). */
export const ChannelOrderState = z.object(orderStateFields);
export type ChannelOrderState = z.infer<typeof ChannelOrderState>;

/**
 * A saved schedule that no longer holds today (a mail date passed, inside the lead time, or a win-back 13th
 * gone): the text saying so and step 3 of the piece, where new dates are picked.
 */
export const StaleSchedule = z.object({ message: z.string(), step3Path: z.string() });
export type StaleSchedule = z.infer<typeof StaleSchedule>;

/** The order flow state (spec 2 §3 "Order flow state"), with its order states per channel. */
export const OrderState = z.object({
  ...orderStateFields,
  orderStates: z.array(ChannelOrderState),
  /** Set when the stored mail dates no longer hold today (resume shows it with a link to step 3). */
  staleSchedule: StaleSchedule.optional(),
});
export type OrderState = z.infer<typeof OrderState>;

/** Start an order state (spec 2 §7 POST order-state). */
export const CreateOrderState = z.object({
  cartId: z.string().max(100).default(EMPTY_CART_ID),
  productId: Id,
  productType: z.string().max(100),
  programType: ProgramType,
  channelType: OrderStateChannel,
  oppId: z.string().max(100).optional(),
  isMultiChannel: z.boolean(),
  isStateSaved: z.boolean(),
  parentId: Id.optional(),
  /**
   * The annual-auto sub-code pages' choice (owner master): the sub codes (stat ids) whose annual-auto
   * lists the order mails. A stat id not among the agency's sub codes answers 404.
   */
  subCodeStatIds: z.array(z.string().max(20)).max(500).optional(),
});
export type CreateOrderState = z.infer<typeof CreateOrderState>;

/** Flag (or unflag) an order state as saved for later (spec 2 §7 PUT order-state). */
export const SetOrderStateSaved = z.object({
  orderStateId: Id,
  parentOrderStateId: z.string().optional(),
  isStateSaved: z.boolean(),
});
export type SetOrderStateSaved = z.infer<typeof SetOrderStateSaved>;

/** A saved item (spec 1 §3): a saved-for-later order state with its product. */
export const SavedItem = z.object({
  id: Id,
  parentId: z.string().optional(),
  productId: Id,
  product: Product,
  created: IsoDateTime,
  updated: IsoDateTime,
  /** Set when the saved mail dates no longer hold today. */
  staleSchedule: StaleSchedule.optional(),
});
export type SavedItem = z.infer<typeof SavedItem>;

/**
 * What a step of the personalization flow changes on an order state (spec 2 §4). The server keeps the flow:
 * it prices the recipients with the product's price, computes the mailing schedule from the drop details
 * with the shared rule and answers the whole state, which replaces the client's copy. Recipients are not
 * written here: `PUT /order-states/{id}/recipients` builds them from the server's own policyholders.
 */
export const UpdateOrderState = z.object({
  /** Step 1: the personalization form (kept so the editor opens with it again). */
  personalization: PersonalizationForm.optional(),
  pdfFinalApproval: z.boolean().optional(),
  acceptTermsAndConditions: z.boolean().optional(),
  willNotUseMassachusetts: z.boolean().optional(),
  pageFlexDocumentId: z.string().min(1).max(200).optional(),
  /** Step 4: the signature of the recipient preflight the agent acknowledged (it must still be current). */
  preflightAcknowledgement: z.string().min(1).max(64).optional(),
  /** Step 3: the drop details; the server fills mailingDetails. */
  dropDetails: ChosenDropDetails.optional(),
});
export type UpdateOrderState = z.infer<typeof UpdateOrderState>;

/** The editor's return page (/personalization/pageflex-return/...): the document id it produced. */
export const DocumentReturn = z.object({
  docId: z.string().min(1).max(200),
  review: z.boolean().optional(),
});
export type DocumentReturn = z.infer<typeof DocumentReturn>;

/** Where the parent window goes after the return page, with the updated state. */
export const DocumentReturnResult = z.object({ path: z.string(), orderState: OrderState });
export type DocumentReturnResult = z.infer<typeof DocumentReturnResult>;
