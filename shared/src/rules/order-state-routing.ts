import { ChannelType } from '../model/enum-values';
import type { ProgramType } from '../model/enums';
import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { canUseExpressOrder, type ExpressOrderEligibilityInput } from './agency-eligibility';
import { normalizeProgramType } from './program-type-tab';
import { scheduleStepOf, scheduleStepPath } from './recipient-step-routing';
import { type QueryValue, queryFlag, withQuery } from './route-url';

/** Where the personalization flow goes next (spec 2 §4), to the SPA's routes of routes/paths.ts. */

export function personalizationStep1Path(input: {
  orderStateId: string;
  /** A root order state is its own parent. */
  parentId?: string | null;
  productId: string;
  query?: Readonly<Record<string, QueryValue>>;
}): string {
  const parentId = input.parentId || input.orderStateId;
  const path = pathTo(paths.personalizationStep1, {
    id: input.orderStateId,
    parentId,
    productId: input.productId,
  });
  return withQuery(path, input.query);
}

export function multiChannelReviewPath(parentId: string, docId?: string | null): string {
  return withQuery(paths.multiChannelReview, { parentId, docId });
}

export interface DocumentReturnInput {
  orderStateId: string;
  parentId?: string | null;
  channelType: ChannelType;
  isMultiChannel: boolean | string | null | undefined;
  programType: string | null | undefined;
  isSubscription?: boolean | string | null;
  docId?: string | null;
  review?: boolean | string | null;
}

/**
 * Document-return routing: an email state that is not multi-channel → step 2; the email child of a
 * multi-channel order (or a state of channel "multiple") → the step-4 multi-channel page; direct
 * mail → step-2-review for a retention order that is not a subscription, otherwise step 2. A
 * multi-channel direct-mail parent still needs its mail list and schedule, so it follows direct mail.
 */
export function documentReturnRoute(input: DocumentReturnInput): string {
  const isMultiChannel = queryFlag(input.isMultiChannel);
  const id = input.orderStateId;
  const step2Query = {
    docId: input.docId,
    // The subscription's step 2 and stepper (three steps) know it from the address.
    isSubscription: queryFlag(input.isSubscription) ? true : undefined,
    review: queryFlag(input.review) ? true : undefined,
  };
  if (
    input.channelType === ChannelType.Multiple ||
    (input.channelType === ChannelType.Email && isMultiChannel)
  ) {
    return multiChannelReviewPath(input.parentId || input.orderStateId, input.docId);
  }
  if (input.channelType === ChannelType.Email)
    return withQuery(pathTo(paths.personalizationStep2, { id }), step2Query);
  const isRetention = normalizeProgramType(input.programType) === 'Retention';
  if (isRetention && !queryFlag(input.isSubscription))
    return pathTo(paths.personalizationStep2Review, { id });
  return withQuery(pathTo(paths.personalizationStep2, { id }), step2Query);
}

export interface DropDateNextInput {
  orderStateId: string;
  isMultiChannel: boolean | string | null | undefined;
  review?: boolean | string | null;
  /** The multi-channel order's existing email state, if one was created already. */
  existingEmailState?: { id: string; productId: string; pageFlexDocumentId?: string | null } | null;
  /** Carried to the email asset selection. */
  programType?: string | null;
  productType?: string | null;
  oppId?: string | number | null;
  oppType?: string | null;
  statCode?: string | null;
}

/**
 * Next from the drop-date step: multi-channel → the multi-channel review when review=true, else the
 * existing email state (its step 1, in edit mode), else the email asset selection; otherwise step 4.
 */
export function dropDateNextRoute(input: DropDateNextInput): string {
  const id = input.orderStateId;
  if (!queryFlag(input.isMultiChannel)) return pathTo(paths.personalizationReview, { id });
  const email = input.existingEmailState;
  if (queryFlag(input.review)) return multiChannelReviewPath(id, email?.pageFlexDocumentId);
  if (email) {
    return personalizationStep1Path({
      orderStateId: email.id,
      parentId: id,
      productId: email.productId,
      query: { edit: true, channelType: ChannelType.Email, programType: input.programType },
    });
  }
  return withQuery(pathTo(paths.selectAsset, { channel: 'email' }), {
    programType: input.programType,
    oppType: input.oppType,
    statCode: input.statCode,
    oppId: input.oppId,
    channelType: ChannelType.Email,
    productType: input.productType,
    isMultiChannel: true,
    parentId: id,
  });
}

export type StartNewOrderDecision =
  | { kind: 'expressOrder'; path: string }
  | { kind: 'orderState'; programType: ProgramType; channelType: ChannelType }
  | { kind: 'none'; reason: 'unidentifiableProgramType' };

/**
 * Starting a new order: the express-order shortcut goes to /expressorder/confirmation/:productId;
 * otherwise an order state is created with channel direct mail (email when the product is email) and
 * the caller goes to its step 1 (personalizationStep1Path). An unidentifiable program type does
 * nothing (the caller logs it).
 */
export function startNewOrder(input: {
  productId: string;
  programType: string | null | undefined;
  isEmailProduct: boolean;
  express: ExpressOrderEligibilityInput;
}): StartNewOrderDecision {
  if (canUseExpressOrder(input.express)) {
    return {
      kind: 'expressOrder',
      path: pathTo(paths.expressOrderConfirmation, { productId: input.productId }),
    };
  }
  const programType = normalizeProgramType(input.programType);
  if (programType === undefined) return { kind: 'none', reason: 'unidentifiableProgramType' };
  const channelType = input.isEmailProduct ? ChannelType.Email : ChannelType.DirectMail;
  return { kind: 'orderState', programType, channelType };
}

/**
 * Express pageflex-return: the parent window goes to step 2 only when isLastRecord is true and
 * currentStep is absent; otherwise back to step 1, for the order state given (the caller names the next
 * sub code still to personalize, so step 1 moves on rather than showing the one just returned).
 */
export function expressPageflexReturnRoute(input: {
  bulkOrderStateId: string;
  orderStateId?: string | null;
  isLastRecord?: boolean | string | null;
  currentStep?: string | number | null;
}): string {
  const bulkOrderStateId = input.bulkOrderStateId;
  const currentStepAbsent =
    input.currentStep === null || input.currentStep === undefined || String(input.currentStep).trim() === '';
  if (queryFlag(input.isLastRecord) && currentStepAbsent)
    return pathTo(paths.expressOrderStep2, { bulkOrderStateId });
  return pathTo(paths.expressOrderStep1, { bulkOrderStateId, orderStateId: input.orderStateId });
}

/** The DocID query value of the express return page: a comma list of document ids. */
export function parseDocIds(docIds: string | null | undefined): string[] {
  return (docIds ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
}

/**
 * Where a saved item resumes (spec 2 §2 "Yes resumes it"): the first step not yet done — personalize (no
 * document), the recipients (no count), the mail schedule (no schedule), else the review.
 */
export function resumeOrderStatePath(state: {
  id: string;
  parentId?: string | null;
  productId: string;
  pageFlexDocumentId?: string | null;
  targetCount: number;
  dropDetails?: { mailingDetails: readonly unknown[] } | null;
  programType?: string | null;
}): string {
  const id = state.id;
  if (!state.pageFlexDocumentId) {
    return personalizationStep1Path({
      orderStateId: state.id,
      parentId: state.parentId,
      productId: state.productId,
      query: { edit: true },
    });
  }
  if (state.targetCount <= 0) return pathTo(paths.personalizationStep2, { id });
  // Programs without a schedule step (AnnualAuto, PetInsurance) keep drop details without dates.
  const step = scheduleStepOf(state.programType);
  if (step === 'none') {
    return pathTo(state.dropDetails ? paths.personalizationReview : paths.personalizationStep2, { id });
  }
  if (!state.dropDetails?.mailingDetails.length) {
    return scheduleStepPath({ orderStateId: state.id, programType: state.programType });
  }
  return pathTo(paths.personalizationReview, { id });
}

/** The query values of step 1 that say where the order started (spec 2 §2 step 1 query). */
export const STEP1_ORIGIN_KEYS = [
  'searchType',
  'active-tab',
  'f-product-search-term',
  'f-program-type',
  'f-product-type',
  'programType',
  'productType',
  'channelType',
  'statCode',
  'oppId',
  'oppType',
  'isMultiChannel',
] as const;

/**
 * Step 1's way back (spec 2 §2: "Previous returns to product search, product detail, account favorites or
 * asset selection depending on searchType"): the search with its filters, the favorites, the asset
 * selection with the program's values, else the product's page.
 */
export function step1BackPath(
  productId: string,
  query: Readonly<Record<string, string | null | undefined>>,
): string {
  switch (query.searchType) {
    case 'search':
      return withQuery(paths.productSearch, {
        'active-tab': query['active-tab'],
        'f-product-search-term': query['f-product-search-term'],
        'f-program-type': query['f-program-type'],
        'f-product-type': query['f-product-type'],
      });
    case 'favorites':
      return paths.accountFavorites;
    case 'asset':
      return withQuery(pathTo(paths.selectAsset), {
        programType: query.programType,
        productType: query.productType,
        channelType: query.channelType,
        statCode: query.statCode,
        oppId: query.oppId,
        oppType: query.oppType,
        isMultiChannel: query.isMultiChannel,
      });
    default:
      return pathTo(paths.productDetail, { id: productId });
  }
}
