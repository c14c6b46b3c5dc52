import type { personalizationApi } from '@msc/shared/api/personalization';
import { now as clockNow } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { ChannelType } from '@msc/shared/model/enum-values';
import type { OrderState, UpdateOrderState } from '@msc/shared/model/order-state';
import { isEmailOnlyPiece } from '@msc/shared/rules/email-send-date';
import { splitByHoldout } from '@msc/shared/rules/holdout-choice';
import { multiChannelEmailDrop } from '@msc/shared/rules/mailing-schedule';
import { documentReturnRoute } from '@msc/shared/rules/order-state-routing';
import { canAddOrderToCart, canContinueFromPersonalization } from '@msc/shared/rules/personalization-steps';
import { priceForCount } from '@msc/shared/rules/pricing';
import { buysProspects } from '@msc/shared/rules/recipient-step-routing';
import { savedItemForProduct } from '@msc/shared/rules/saved-items';
import { agencyOfRequest, requireAgencyOrAdmin, subCodesOf } from '#agency/index';
import { addOrderStateToCart } from '#cart/index';
import { type ProductItem, productById, productsByIds, toProduct } from '#catalog/index';
import { locateDocument } from '#documents/index';
import { businessRule, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { requirePieceMailDatesCurrent, staleScheduleOf } from './mail-date-check';
import { toOrderState } from './order-state-view';
import {
  childrenOf,
  createOrderState,
  deleteOrderState,
  findOrderState,
  type OrderStateRecord,
  savedOrderStates,
  setSavedFlag,
  withMailContacts,
} from './personalization-store';
import { pieceFingerprint } from './piece-fingerprint';
import { checkedAcknowledgement, recipientPreflight, requirePreflightCleared } from './preflight';
import { pieceUnitPrice, setProspects } from './prospects';
import { recleaned, rescheduleForRecipients } from './recipient-changes';
import {
  chosenSubCodes,
  recipientPage,
  setRecipients,
  setSubscription,
  subscriptionSummaryOf,
} from './recipients';
import { putOrderState, saveRecipients } from './save-order-state';
import { repricedSchedule, scheduleDrops } from './schedule-drops';

/** A state of the caller's in the agency in effect; anyone else's (or none) answers 404. */
export async function ownOrderState(
  ctx: RequestContext,
  id: string,
  options?: { withContacts?: boolean },
): Promise<OrderStateRecord> {
  const record = await findOrderState(ctx.user.userName, id, options);
  if (!record || record.agencyId !== ctx.agencyId) throw notFound();
  return record;
}

async function checkedSubCodes(ctx: RequestContext, statIds: readonly string[]): Promise<string[]> {
  const agency = await agencyOfRequest(ctx);
  const subCodes = agency.isOwnerMaster ? await subCodesOf(agency.agencyId) : [];
  chosenSubCodes(subCodes, statIds);
  return [...new Set(statIds)];
}

async function personalizableProduct(productId: string): Promise<ProductItem> {
  const product = await productById(productId);
  if (!product) throw notFound(apiErrors.productNotFound);
  if (!product.isPersonalizable) throw businessRule(apiErrors.notPersonalizable);
  return product;
}

async function view(ctx: RequestContext, record: OrderStateRecord): Promise<OrderState> {
  const children = record.parentId ? [] : await childrenOf(ctx.user.userName, record.orderStateId);
  const state = toOrderState(
    record,
    children.filter((child) => child.agencyId === ctx.agencyId),
  );
  // Resumed (or left) with mail dates that no longer hold: the page says so and links to step 3.
  const staleSchedule = staleScheduleOf(record);
  return staleSchedule ? { ...state, staleSchedule } : state;
}

export async function updateOrderState(
  ctx: RequestContext,
  id: string,
  body: UpdateOrderState,
  now = clockNow(),
): Promise<OrderState> {
  const record = await ownOrderState(ctx, id);
  const product = await productById(record.productId);
  if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
  const next: OrderStateRecord = { ...record, unitPrice: pieceUnitPrice(record, product.unitPrice) };
  if (body.personalization) next.personalization = body.personalization;
  if (body.pdfFinalApproval !== undefined) next.pdfFinalApproval = body.pdfFinalApproval;
  if (body.acceptTermsAndConditions !== undefined)
    next.acceptTermsAndConditions = body.acceptTermsAndConditions;
  if (body.willNotUseMassachusetts !== undefined) next.willNotUseMassachusetts = body.willNotUseMassachusetts;
  if (body.pageFlexDocumentId) {
    await locateDocument(ctx, body.pageFlexDocumentId);
    next.pageFlexDocumentId = body.pageFlexDocumentId;
  }
  if (body.preflightAcknowledgement) {
    next.preflightAcknowledgement = await checkedAcknowledgement(next, body.preflightAcknowledgement);
  }
  next.totalPrice = priceForCount(next.targetCount, next.unitPrice);
  // Only step 3 (new drop details) checks the dates it saves against today's window; any other step keeps
  // the stored dates untouched (re-priced), and a stale one is refused at add to cart and place order.
  if (body.dropDetails) {
    next.dropDetails = scheduleDrops(body.dropDetails, {
      targetCount: next.targetCount,
      unitPrice: next.unitPrice,
      productDataType: product.productDataType,
      now,
      programType: record.programType,
      emailOnly: isEmailOnlyPiece(record),
    });
  } else if (next.dropDetails) {
    next.dropDetails = repricedSchedule(next.dropDetails, next.unitPrice);
  }
  const saved = await putOrderState(next);
  if (body.dropDetails) await syncEmailChildren(saved);
  return view(ctx, saved);
}

/**
 * The email piece of a multi-channel order goes to the direct-mail piece's recipients that have an email
 * address, on the e-mail rule's send date after its first drop (spec 2 §9), priced at the email product's
 * price.
 */
async function followParent(child: OrderStateRecord, parent: OrderStateRecord): Promise<OrderStateRecord> {
  const product = await productById(child.productId);
  const unitPrice = product?.unitPrice ?? child.unitPrice;
  // The held out of the letter get no e-mail either.
  const mailContacts = splitByHoldout(parent.mailContacts, parent.holdout)
    .mailed.filter((contact) => Boolean(contact.email))
    .map((contact) => ({ ...contact, orderStateId: child.orderStateId }));
  return saveRecipients(
    {
      ...child,
      unitPrice,
      targetCount: mailContacts.length,
      totalPrice: priceForCount(mailContacts.length, unitPrice),
      dropDetails: multiChannelEmailDrop(
        parent.dropDetails,
        mailContacts.length,
        unitPrice,
        parent.programType,
      ),
    },
    mailContacts,
  );
}

const isEmailChildOf = (parent: OrderStateRecord, child: OrderStateRecord) =>
  child.parentId === parent.orderStateId &&
  child.isMultiChannel &&
  child.channelType === ChannelType.Email &&
  child.agencyId === parent.agencyId;

/**
 * A multi-channel letter's recipients or schedule changed: its email piece (once personalized) follows at
 * once, so the review and the cart never show an email list or date the letter no longer has.
 */
async function syncEmailChildren(parent: OrderStateRecord): Promise<void> {
  if (parent.parentId || !parent.isMultiChannel) return;
  const children = await childrenOf(parent.userName, parent.orderStateId);
  for (const child of children) {
    if (isEmailChildOf(parent, child) && child.pageFlexDocumentId) await followParent(child, parent);
  }
}

async function savedItemsOf(ctx: RequestContext): Promise<OrderStateRecord[]> {
  return (await savedOrderStates(ctx.user.userName)).filter((state) => state.agencyId === ctx.agencyId);
}

async function deleteWithChildren(ctx: RequestContext, record: OrderStateRecord): Promise<void> {
  for (const child of await childrenOf(ctx.user.userName, record.orderStateId)) {
    await deleteOrderState(ctx.user.userName, child.orderStateId);
  }
  await deleteOrderState(ctx.user.userName, record.orderStateId);
}

export const personalizationService: Implementation<typeof personalizationApi> = {
  create: async ({ ctx, body }) => {
    requireAgencyOrAdmin(ctx);
    const product = await personalizableProduct(body.productId);
    if (body.parentId) await ownOrderState(ctx, body.parentId);
    // The annual-auto sub-code pages' choice: sub codes of the agency in effect only (else 404).
    const subCodeStatIds = body.subCodeStatIds?.length
      ? await checkedSubCodes(ctx, body.subCodeStatIds)
      : undefined;
    // Starting an order (spec 2 §4): email products start on the email channel, every other on direct mail.
    const channelType = product.isEmail ? ChannelType.Email : ChannelType.DirectMail;
    const record = await createOrderState({
      userName: ctx.user.userName,
      agencyId: ctx.agencyId,
      cartId: body.cartId,
      parentId: body.parentId ?? '',
      productId: product.productId,
      programType: body.programType,
      productType: body.productType,
      oppId: body.oppId,
      // The agency in effect's, never the browser's: the placed order's items carry it.
      statCode: (await agencyOfRequest(ctx)).statId,
      subCodeStatIds,
      isMultiChannel: body.isMultiChannel,
      channelType,
      zipCodes: [],
      crossStateBoundary: false,
      includePhoneNumber: false,
      isOwnListUploaded: false,
      isStateSaved: false,
      mailContacts: [],
      mailContactChunks: 0,
      seasonalSummary: [],
      targetCount: 0,
      totalPrice: 0,
      unitPrice: product.unitPrice,
      states: [],
      pdfFinalApproval: false,
      acceptTermsAndConditions: false,
      willNotUseMassachusetts: false,
      childOrderStates: [],
    });
    return view(ctx, record);
  },

  get: async ({ ctx, params }) => view(ctx, await ownOrderState(ctx, params.id)),

  update: async ({ ctx, params, body }) => updateOrderState(ctx, params.id, body),

  recipientCandidates: async ({ ctx, params, query }) =>
    recipientPage(ctx, await ownOrderState(ctx, params.id), query),

  setRecipients: async ({ ctx, params, body }) => {
    const record = await rescheduleForRecipients(
      await setRecipients(ctx, await ownOrderState(ctx, params.id), body),
    );
    await syncEmailChildren(record);
    return view(ctx, record);
  },

  setListCleaning: async ({ ctx, params, body }) => {
    const own = await ownOrderState(ctx, params.id);
    const record = await recleaned(ctx, own, body.onePerHousehold, body.holdoutPercent);
    await syncEmailChildren(record);
    return view(ctx, record);
  },

  setProspects: async ({ ctx, params, body }) => {
    const priced = await setProspects(ctx, await ownOrderState(ctx, params.id), body);
    // Purchased prospects replace an own list chosen before: the state keeps no mail contacts.
    const noList = { ...priced, listCleaning: undefined, holdout: undefined };
    return view(ctx, await rescheduleForRecipients(await saveRecipients(noList, [])));
  },

  subscriptionSummary: async ({ ctx, params, query }) =>
    subscriptionSummaryOf(ctx, await ownOrderState(ctx, params.id), query.subscriptionPeriod),

  setSubscription: async ({ ctx, params, body }) =>
    view(ctx, await setSubscription(ctx, await ownOrderState(ctx, params.id), body)),

  remove: async ({ ctx, params }) => {
    await deleteWithChildren(ctx, await ownOrderState(ctx, params.id));
    return { id: params.id };
  },

  children: async ({ ctx, params }) => {
    const parent = await ownOrderState(ctx, params.id);
    const children = await childrenOf(ctx.user.userName, parent.orderStateId);
    return children.filter((child) => child.agencyId === ctx.agencyId).map((child) => toOrderState(child));
  },

  setSaved: async ({ ctx, params, body }) => {
    const record = await ownOrderState(ctx, params.id);
    if (body.isStateSaved) {
      // One saved item per asset: the earlier one of the same product goes (spec 2 §4 "save for later").
      const saved = await savedItemsOf(ctx);
      const views = saved.map((state) => ({
        id: state.orderStateId,
        parentId: state.parentId,
        productId: state.productId,
      }));
      const earlier = savedItemForProduct(views, record.productId);
      if (earlier && earlier.id !== record.orderStateId) {
        const earlierRecord = saved.find((state) => state.orderStateId === earlier.id)!;
        await deleteWithChildren(ctx, earlierRecord);
      }
    }
    await setSavedFlag(ctx.user.userName, record.orderStateId, body.isStateSaved);
    return view(ctx, { ...record, isStateSaved: body.isStateSaved });
  },

  documentReturn: async ({ ctx, params, body }) => {
    const record = await ownOrderState(ctx, params.id);
    const product = await productById(record.productId);
    let orderState = await updateOrderState(ctx, record.orderStateId, { pageFlexDocumentId: body.docId });
    if (record.parentId && record.isMultiChannel && record.channelType === ChannelType.Email) {
      const [child, parent] = [
        await ownOrderState(ctx, record.orderStateId),
        await ownOrderState(ctx, record.parentId),
      ];
      orderState = await view(ctx, await followParent(child, parent));
    }
    const path = documentReturnRoute({
      orderStateId: record.orderStateId,
      parentId: record.parentId || undefined,
      channelType: record.channelType as ChannelType,
      isMultiChannel: record.isMultiChannel,
      programType: record.programType,
      isSubscription: product?.isSubscription ?? false,
      docId: body.docId,
      review: body.review,
    });
    return { path, orderState };
  },

  preflight: async ({ ctx, params }) => recipientPreflight(ctx, await ownOrderState(ctx, params.id)),

  addToCart: async ({ ctx, params }) => {
    const record = await ownOrderState(ctx, params.id);
    const approvals = {
      pdfFinalApproval: record.pdfFinalApproval,
      acceptTermsAndConditions: record.acceptTermsAndConditions,
      willNotUseMassachusetts: record.willNotUseMassachusetts,
    };
    const ready =
      canContinueFromPersonalization({ formValid: Boolean(record.pageFlexDocumentId), approvals }) &&
      canAddOrderToCart({ targetCount: record.targetCount, isAdding: false });
    if (!ready) throw businessRule(apiErrors.orderStateIncomplete);
    // Names or addresses the piece will not print in full need the agent's acknowledgement first.
    await requirePreflightCleared(record);
    // Dates saved earlier (saved for later, left a while) must still hold today: else back to step 3.
    requirePieceMailDatesCurrent(record);
    // Add to cart clears the saved flag first, then adds (spec 2 §4).
    if (record.isStateSaved) await setSavedFlag(ctx.user.userName, record.orderStateId, false);
    const product = await productById(record.productId);
    if (!product) throw businessRule(apiErrors.productNoLongerAvailable);
    const purchasedProspects = buysProspects(record.programType) && !record.isOwnListUploaded;
    const cartItemId = await addOrderStateToCart(ctx, {
      productId: record.productId,
      orderStateId: record.orderStateId,
      quantity: record.targetCount,
      mailDates: record.dropDetails?.mailingDetails.map((mailing) => mailing.mailDate) ?? [],
      // Purchased prospects are mailed to the provider's list: as many recipients as pieces.
      // The held out (step 4's holdout) are not mailed.
      recipientCount: purchasedProspects
        ? record.targetCount
        : record.mailContacts.length - (record.holdout?.heldOut ?? 0),
      unitSurcharge: pieceUnitPrice(record, product.unitPrice) - product.unitPrice,
      fingerprint: pieceFingerprint(record),
    });
    return { cartItemId, orderStateId: record.orderStateId };
  },

  savedItems: async ({ ctx }) => {
    const saved = (await savedItemsOf(ctx)).filter((state) => !state.parentId);
    const products = await productsByIds(saved.map((state) => state.productId));
    return saved.flatMap((state) => {
      const product = products.get(state.productId);
      if (!product) return [];
      const staleSchedule = staleScheduleOf(state);
      return [
        {
          id: state.orderStateId,
          productId: state.productId,
          product: toProduct(product),
          created: state.created,
          updated: state.updated,
          ...(staleSchedule ? { staleSchedule } : {}),
        },
      ];
    });
  },

  savedItemOfProduct: async ({ ctx, params }) => {
    const saved = (await savedOrderStates(ctx.user.userName, params.productId)).filter(
      (state) => state.agencyId === ctx.agencyId && !state.parentId,
    );
    const found = saved[0];
    return { orderState: found ? await view(ctx, await withMailContacts(found)) : null };
  },
};
