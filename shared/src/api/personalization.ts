import * as z from 'zod';
import { SubscriptionPeriod } from '../model/enums';
import { Id } from '../model/fields';
import { SetListCleaning } from '../model/list-cleaning';
import {
  CreateOrderState,
  DocumentReturn,
  DocumentReturnResult,
  OrderState,
  SavedItem,
  UpdateOrderState,
} from '../model/order-state';
import { SubscriptionSummaryRow } from '../model/policyholder';
import { RecipientPreflight } from '../model/preflight';
import { SetProspects } from '../model/prospecting';
import { RecipientRow, SetRecipients, SetSubscription } from '../model/recipients';
import { DEFAULT_RECIPIENT_PAGE_SIZE, RECIPIENT_PAGE_SIZES } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

const IdParams = z.object({ id: Id });
const ProductParams = z.object({ productId: Id });

/** Step 2 self-selection: a page of the eligible policyholders, searched by name, policy #, city or ZIP. */
export const RecipientsQuery = z.object({
  ...pagingQuery(RECIPIENT_PAGE_SIZES, DEFAULT_RECIPIENT_PAGE_SIZE),
  search: z.string().max(100).optional(),
});

/** A page of eligible policyholders with the counts the step shows ("n selected", "Select all N"). */
export const RecipientPage = pageOf(RecipientRow).extend({
  /** Every eligible policyholder, whatever the search. */
  eligibleCount: z.number().int().nonnegative(),
  /** The order state's recipients now. */
  selectedCount: z.number().int().nonnegative(),
  /** How many of the program's list the suppression list (opt-outs) removed, so the step can say so. */
  suppressedCount: z.number().int().nonnegative().optional(),
});

/** The subscription summary of a period (query values arrive as strings). */
export const SubscriptionSummaryQuery = z.object({
  subscriptionPeriod: z.coerce.number().int().min(3).max(6).pipe(SubscriptionPeriod),
});

/**
 * Order states (spec 2 §7 "order state and cart"): the server keeps the personalization flow. Every state
 * is the user's in the agency in effect; another's id answers 404.
 */
export const personalizationApi = {
  create: endpoint({
    method: 'POST',
    path: '/order-states',
    auth: 'allAccess',
    body: CreateOrderState,
    response: OrderState,
    status: 201,
  }),
  get: endpoint({
    method: 'GET',
    path: '/order-states/{id}',
    auth: 'allAccess',
    params: IdParams,
    response: OrderState,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/order-states/{id}',
    auth: 'allAccess',
    params: IdParams,
    body: UpdateOrderState,
    response: OrderState,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/order-states/{id}',
    auth: 'allAccess',
    params: IdParams,
    response: z.object({ id: z.string() }),
  }),
  /** GET order-states/{parentId}: the per-channel states of a multi-channel parent. */
  children: endpoint({
    method: 'GET',
    path: '/order-states/{id}/children',
    auth: 'allAccess',
    params: IdParams,
    response: z.array(OrderState),
  }),
  /** Save for later (one saved item per asset) or clear the flag. */
  setSaved: endpoint({
    method: 'PUT',
    path: '/order-states/{id}/saved',
    auth: 'allAccess',
    params: IdParams,
    body: z.object({ isStateSaved: z.boolean() }),
    response: OrderState,
  }),
  /** The editor's return page: store the document id, answer where the flow goes (spec 2 §4). */
  documentReturn: endpoint({
    method: 'POST',
    path: '/order-states/{id}/document-return',
    auth: 'allAccess',
    params: IdParams,
    body: DocumentReturn,
    response: DocumentReturnResult,
  }),
  /**
   * Step 2: the agency's policyholders eligible for the piece (the cross-sell list of its line, else every
   * policyholder with an address; an owner master's include its sub codes'), paged and searchable.
   */
  recipientCandidates: endpoint({
    method: 'GET',
    path: '/order-states/{id}/policyholders',
    auth: 'allAccess',
    params: IdParams,
    query: RecipientsQuery,
    response: RecipientPage,
  }),
  /** Step 2 / step-2 review: set the recipients (all, the ticked ones, or a count); priced on the server. */
  setRecipients: endpoint({
    method: 'PUT',
    path: '/order-states/{id}/recipients',
    auth: 'allAccess',
    params: IdParams,
    body: SetRecipients,
    response: OrderState,
  }),
  /**
   * Step 4's "one per household" choice: the server cleans the chosen recipients again and prices the new
   * count (the browser sends the choice only).
   */
  setListCleaning: endpoint({
    method: 'PUT',
    path: '/order-states/{id}/list-cleaning',
    auth: 'allAccess',
    params: IdParams,
    body: SetListCleaning,
    response: OrderState,
  }),
  /**
   * Spec 2 §7 "Update prospecting ZIP codes": a prospecting order's ZIP targeting and option; the server
   * counts the prospects again (suppressed addresses left out) and prices the option's target count.
   */
  setProspects: endpoint({
    method: 'PUT',
    path: '/order-states/{id}/prospects',
    auth: 'allAccess',
    params: IdParams,
    body: SetProspects,
    response: OrderState,
  }),
  /**
   * Spec 2 §7 "relationship-marketing summary": per card of a 3- or 6-month subscription, how many of the
   * agency's policyholders and of the order state's subscribers get it, and at what price.
   */
  subscriptionSummary: endpoint({
    method: 'GET',
    path: '/order-states/{id}/subscription-summary',
    auth: 'allAccess',
    params: IdParams,
    query: SubscriptionSummaryQuery,
    response: z.object({ rows: z.array(SubscriptionSummaryRow).max(10) }),
  }),
  /** Spec 2 §7 "order-state/subscription": the subscription's months and subscribers; cards priced on the server. */
  setSubscription: endpoint({
    method: 'PUT',
    path: '/order-states/{id}/subscription',
    auth: 'allAccess',
    params: IdParams,
    body: SetSubscription,
    response: OrderState,
  }),
  /**
   * Step 4's merge preflight: each merge field of the proof measured against its box for every recipient,
   * and the proof rendered for the longest name (a new proof document of the caller's each time).
   */
  preflight: endpoint({
    method: 'POST',
    path: '/order-states/{id}/preflight',
    auth: 'allAccess',
    params: IdParams,
    response: RecipientPreflight,
  }),
  /** Add to cart: clears the saved flag, then adds the piece with its recipients, drops and proof. */
  addToCart: endpoint({
    method: 'POST',
    path: '/order-states/{id}/add-to-cart',
    auth: 'allAccess',
    params: IdParams,
    response: z.object({ cartItemId: z.string(), orderStateId: z.string() }),
  }),
  savedItems: endpoint({
    method: 'GET',
    path: '/saved-items',
    auth: 'allAccess',
    response: z.array(SavedItem),
  }),
  /** The saved item of an asset, if any ('Would you like to use the previously saved item?'). */
  savedItemOfProduct: endpoint({
    method: 'GET',
    path: '/saved-items/{productId}',
    auth: 'allAccess',
    params: ProductParams,
    response: z.object({ orderState: OrderState.nullable() }),
  }),
};
