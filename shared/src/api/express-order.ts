import * as z from 'zod';
import { AgencySubCode } from '../model/agency';
import {
  BulkOrderState,
  BulkOrderSummary,
  CreateBulkOrderState,
  SubCodeDetails,
} from '../model/bulk-order-state';
import { ChosenDropDetails } from '../model/drop-details';
import { Id, StatCode } from '../model/fields';
import { SetListCleaning } from '../model/list-cleaning';
import { RecipientPreflight } from '../model/preflight';
import { MAX_RECIPIENTS, RecipientRow } from '../model/recipients';
import { DEFAULT_RECIPIENT_PAGE_SIZE, RECIPIENT_PAGE_SIZES } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

const IdParams = z.object({ id: Id });
const SubCodeParams = IdParams.extend({ statCode: StatCode });

/**
 * Start an Express Order (spec 1 §7 POST order-state/bulk). The spec's shape; the server fills what the
 * browser leaves out (the stat code is always the agency in effect, the rest come from the product) and
 * refuses a stat code that is not the agency in effect.
 */
export const StartBulkOrderState = CreateBulkOrderState.partial().extend({
  productId: Id,
  cartId: z.string().max(100).optional(),
  statCode: StatCode.optional(),
  productType: z.string().max(100).optional(),
  oppId: z.string().max(100).optional(),
});
export type StartBulkOrderState = z.infer<typeof StartBulkOrderState>;

/** Sub code selection (spec 1 §7 PUT order-state/bulk/dependents): the chosen sub codes, in strip order. */
export const SetBulkSubCodes = z.object({
  statCodes: z.array(StatCode).min(1).max(500),
});
export type SetBulkSubCodes = z.infer<typeof SetBulkSubCodes>;

/** The same-personalization question (/expressorder/personalization/confirmation/:id). */
export const SetSamePersonalization = z.object({ isSamePersonalization: z.boolean() });
export type SetSamePersonalization = z.infer<typeof SetSamePersonalization>;

/**
 * The pageflex-return page (spec 1 §2, §7 PUT order-state/bulk/docid): its query values as they came.
 * `DocID` is the comma list; the server parses it and answers where the parent window goes.
 */
export const BulkDocumentReturn = z.object({
  DocID: z.string().min(1).max(4000),
  orderStateId: Id.optional(),
  isLastRecord: z.union([z.boolean(), z.string().max(10)]).optional(),
  currentStep: z.union([z.string().max(20), z.number().int().min(0).max(100)]).optional(),
  isSamePersonalization: z.union([z.boolean(), z.string().max(10)]).optional(),
});
export type BulkDocumentReturn = z.infer<typeof BulkDocumentReturn>;

export const BulkDocumentReturnResult = z.object({ path: z.string(), bulkOrderState: BulkOrderState });
export type BulkDocumentReturnResult = z.infer<typeof BulkDocumentReturnResult>;

/**
 * Step 2: per sub code, all policyholders or the self-selected ones ('n of total'). Every chosen sub code
 * needs at least one, else 'To proceed, at least 1 policyholder must be selected, otherwise please
 * deselect this sub code.' (422, naming the sub codes in `fieldErrors`).
 */
export const SetBulkPolicyholders = z.object({
  subCodesDetails: z
    .array(
      SubCodeDetails.extend({
        statCode: StatCode,
        selectedPolicyNumbers: z.array(z.string().min(1).max(50)).max(MAX_RECIPIENTS).optional(),
      }),
    )
    .min(1)
    .max(500),
});
export type SetBulkPolicyholders = z.infer<typeof SetBulkPolicyholders>;

/** Step 2 self-selection: a page of one sub code's policyholders (opt-outs left out), searchable. */
export const BulkPolicyholdersQuery = z.object({
  ...pagingQuery(RECIPIENT_PAGE_SIZES, DEFAULT_RECIPIENT_PAGE_SIZE),
  search: z.string().max(100).optional(),
});
export const BulkPolicyholderPage = pageOf(RecipientRow).extend({
  /** Every mailable policyholder of the sub code: the 'total' of 'n of total'. */
  eligibleCount: z.number().int().nonnegative(),
  /** The 'n' of 'n of total'. */
  selectedCount: z.number().int().nonnegative(),
});
export type BulkPolicyholderPage = z.infer<typeof BulkPolicyholderPage>;

/**
 * Step 3 (spec 1 §7 "Set drop details: id and dropDetails"): One Time Drop and its start date (2 days to
 * 4 months ahead, no weekends). The server works out the mailing details (Date Drop, Quantity, Price) from
 * its mailing schedule, saves them and starts the express-order pipeline.
 */
export const SetBulkDropDetails = z.object({
  dropDetails: ChosenDropDetails.partial({ mailingDetails: true }),
});
export type SetBulkDropDetails = z.infer<typeof SetBulkDropDetails>;

/** Step 4: the agent acknowledges the preflight's issues by sending back their signature. */
export const AcknowledgeBulkPreflight = z.object({ preflightAcknowledgement: z.string().min(1).max(64) });
export type AcknowledgeBulkPreflight = z.infer<typeof AcknowledgeBulkPreflight>;

/** The sub codes of the caller's agency for the sub code step (spec 1 §7 "Get agency sub codes by oppId"). */
export const BulkSubCodesQuery = z.object({ oppId: z.string().max(100).optional() });

/**
 * Express ordering (spec 1 §2 "Express order", §4, §6). Only an owner master of the agency in effect may
 * start one, for a product that allows express ordering, when other sub codes have policyholders; every
 * bulk order state is its user's in that agency, another's id answers 404. Each change answers the whole
 * state, which replaces the browser's copy.
 */
export const expressOrderApi = {
  /** The agency's sub codes with their policyholder counts (opt-outs left out). */
  subCodes: endpoint({
    method: 'GET',
    path: '/express-orders/sub-codes',
    auth: 'allAccess',
    query: BulkSubCodesQuery,
    response: z.object({ results: z.array(AgencySubCode) }),
  }),
  /**
   * Yes on /expressorder/confirmation/:productId. Refused (409) with 'An Express Order cannot be started
   * if other items are already in the cart…' or 'An Express Order is already in the cart…'; 403 when the
   * agency, product or sub codes do not allow express ordering.
   */
  create: endpoint({
    method: 'POST',
    path: '/express-orders',
    auth: 'allAccess',
    body: StartBulkOrderState,
    response: BulkOrderState,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/express-orders/{id}',
    auth: 'allAccess',
    params: IdParams,
    response: BulkOrderState,
  }),
  /** Sub code selection: one child order state per chosen sub code (the step-1 `:orderStateId`). */
  setSubCodes: endpoint({
    method: 'PUT',
    path: '/express-orders/{id}/dependents',
    auth: 'allAccess',
    params: IdParams,
    body: SetBulkSubCodes,
    response: BulkOrderState,
  }),
  setSamePersonalization: endpoint({
    method: 'PUT',
    path: '/express-orders/{id}/personalization',
    auth: 'allAccess',
    params: IdParams,
    body: SetSamePersonalization,
    response: BulkOrderState,
  }),
  /** The pageflex-return page: store the document ids, answer step 1 or step 2. */
  documentReturn: endpoint({
    method: 'PUT',
    path: '/express-orders/{id}/docid',
    auth: 'allAccess',
    params: IdParams,
    body: BulkDocumentReturn,
    response: BulkDocumentReturnResult,
  }),
  policyholders: endpoint({
    method: 'GET',
    path: '/express-orders/{id}/sub-codes/{statCode}/policyholders',
    auth: 'allAccess',
    params: SubCodeParams,
    query: BulkPolicyholdersQuery,
    response: BulkPolicyholderPage,
  }),
  setPolicyholders: endpoint({
    method: 'PUT',
    path: '/express-orders/{id}/policyholders',
    auth: 'allAccess',
    params: IdParams,
    body: SetBulkPolicyholders,
    response: BulkOrderState,
  }),
  setDropDetails: endpoint({
    method: 'PUT',
    path: '/express-orders/{id}/drop-details',
    auth: 'allAccess',
    usageLimit: 'workflowStart',
    params: IdParams,
    body: SetBulkDropDetails,
    response: BulkOrderState,
  }),
  /** Step 4: the bulk summary (poll while `status` is 'running'). */
  summary: endpoint({
    method: 'GET',
    path: '/express-orders/{id}/summary',
    auth: 'allAccess',
    params: IdParams,
    response: BulkOrderSummary,
  }),
  /**
   * Step 4's "one per household" choice for every sub code's list: the server cleans each list again,
   * counts and prices the new lists, and prepares the summary again (the browser sends the choice only).
   */
  setListCleaning: endpoint({
    method: 'PUT',
    path: '/express-orders/{id}/list-cleaning',
    auth: 'allAccess',
    usageLimit: 'workflowStart',
    params: IdParams,
    body: SetListCleaning,
    response: BulkOrderState,
  }),
  /**
   * Step 4's merge preflight over the Express Order's actual recipients (every sub code's cleaned list):
   * the worst case of each merge field and the issues, as the wizard's step 4 shows them.
   */
  preflight: endpoint({
    method: 'POST',
    path: '/express-orders/{id}/preflight',
    auth: 'allAccess',
    params: IdParams,
    response: RecipientPreflight,
  }),
  /** The agent acknowledges exactly the issues the preflight answered (400 when they changed since). */
  acknowledgePreflight: endpoint({
    method: 'PUT',
    path: '/express-orders/{id}/preflight-acknowledgement',
    auth: 'allAccess',
    params: IdParams,
    body: AcknowledgeBulkPreflight,
    response: BulkOrderState,
  }),
  /**
   * Add to Cart: one cart line (isExpressOrder, BulkOrderState) for the whole Express Order; the pipeline
   * runs again first if anything changed since its summary. 409 with the cart rules' texts; 422 while the
   * summary is not ready; 400 while the preflight has issues the agent has not acknowledged.
   */
  addToCart: endpoint({
    method: 'POST',
    path: '/express-orders/{id}/add-to-cart',
    auth: 'allAccess',
    usageLimit: 'workflowStart',
    params: IdParams,
    response: z.object({ cartItemId: z.string(), bulkOrderStateId: z.string() }),
  }),
  /** Reset returns every field to its default (spec 1 §4); drop defaults one mailing, weekly. */
  reset: endpoint({
    method: 'POST',
    path: '/express-orders/{id}/reset',
    auth: 'allAccess',
    params: IdParams,
    response: BulkOrderState,
  }),
};
