import type { expressOrderApi } from '@msc/shared/api/express-order';
import { apiErrors, errors, toasts } from '@msc/shared/messages';
import { ChannelType, DropType } from '@msc/shared/model/enum-values';
import { canUseExpressOrder } from '@msc/shared/rules/agency-eligibility';
import { checkStartExpressOrder, toCartItemRuleView } from '@msc/shared/rules/cart-rules';
import { defaultDropDetails } from '@msc/shared/rules/drop-details';
import { checkPolicyholdersPerSubCode, checkSubCodeCount } from '@msc/shared/rules/express-order';
import { expressPageflexReturnRoute, parseDocIds } from '@msc/shared/rules/order-state-routing';
import { agencyOfRequest } from '#agency/index';
import { loadCart } from '#cart/index';
import { productById } from '#catalog/index';
import { locateDocument } from '#documents/index';
import { badRequest, businessRule, conflict, forbidden, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { policyholderAddress } from '#policyholders/index';
import { addExpressOrderLine } from './add-to-cart';
import {
  expressSubCodes,
  expressSubCodesFor,
  ownBulkOrderState,
  ownBulkOrderStateHead,
  subCodeByStatCode,
  toBulkOrderState,
} from './bulk-access';
import { bulkSummaryOf } from './bulk-summary';
import {
  type BulkOrderStateRecord,
  clearBulkFields,
  createBulkOrderState,
  newBulkId,
} from './express-order-store';
import {
  acknowledgeExpressPreflight,
  expressPreflight,
  requireExpressPreflightCleared,
} from './express-preflight';
import { recleanedLists } from './list-cleaning-choice';
import { saveBulkOrderState } from './save-bulk-order-state';
import { scheduleAndRun, withPolicyholderCounts } from './sub-code-counts';
import { mailablePolicyholders, searchRecipients, selectedRecipients } from './sub-code-recipients';

const view = (record: BulkOrderStateRecord) => toBulkOrderState(record);

/** Who may start (spec 1 §6): owner master, product allows express, other sub codes with policyholders. */
async function startRefusal(ctx: RequestContext, productId: string, oppId: string | undefined) {
  const product = await productById(productId);
  if (!product) throw notFound(apiErrors.productNotFound);
  const agency = await agencyOfRequest(ctx);
  const subCodes = await expressSubCodesFor(ctx, { oppId });
  const allowed = canUseExpressOrder({ agency, product, subCodes });
  if (!allowed) throw forbidden(apiErrors.expressOrderNotAllowed);
  return { product, agency };
}

export const expressOrderService: Implementation<typeof expressOrderApi> = {
  subCodes: async ({ ctx, query }) => ({
    results: (await expressSubCodesFor(ctx, query)).map(({ statId, agencyName, policyHoldersCount }) => ({
      statId,
      agencyName,
      policyHoldersCount,
    })),
  }),

  create: async ({ ctx, body }) => {
    const { product, agency } = await startRefusal(ctx, body.productId, body.oppId);
    // The stat code is the agency in effect's, whatever the browser says; another one names nothing of ours.
    if (body.statCode && body.statCode !== agency.statId) throw notFound(apiErrors.agencyNotFound);
    const cart = await loadCart(ctx);
    const refusal = checkStartExpressOrder(cart.items.map(toCartItemRuleView));
    if (!refusal.ok) throw conflict(toasts[refusal.reason].message);
    const record = await createBulkOrderState({
      userName: ctx.user.userName,
      bulkOrderStateId: newBulkId(),
      agencyId: agency.agencyId,
      cartId: body.cartId ?? cart.id,
      channelType: body.channelType ?? ChannelType.DirectMail,
      statCode: agency.statId,
      ...(body.oppId ? { oppId: body.oppId } : {}),
      programType: body.programType ?? product.programTypes[0] ?? 'CrossSell',
      productType: body.productType ?? product.productTypes?.[0] ?? '',
      productId: product.productId,
      orderStates: [],
      subCodesDetails: [],
      dropDetails: defaultDropDetails(),
      unitPrice: product.unitPrice,
      pageFlexDocumentIds: [],
    });
    return view(record);
  },

  get: async ({ ctx, params }) => view(await ownBulkOrderState(ctx, params.id)),

  setSubCodes: async ({ ctx, params, body }) => {
    const record = await ownBulkOrderState(ctx, params.id);
    // A sub code with no one on the opportunity's list (or no policyholders) has nothing to mail.
    const subCodes = await expressSubCodesFor(ctx, record);
    const statCodes = [...new Set(body.statCodes)];
    const count = checkSubCodeCount(statCodes.length);
    if (!count.ok) throw businessRule(apiErrors[count.reason]);
    for (const statCode of statCodes) {
      if (subCodeByStatCode(subCodes, statCode).policyHoldersCount <= 0) {
        throw businessRule(apiErrors.expressSubCodeUnknown, {
          [statCode]: [apiErrors.expressSubCodeUnknown],
        });
      }
    }
    // Kept sub codes keep their child order state (and its proof and choices); new ones mail to all.
    const orderStates = statCodes.map(
      (statCode) =>
        record.orderStates.find((child) => child.statCode === statCode) ?? {
          id: newBulkId(),
          statCode,
          targetCount: 0,
          totalPrice: 0,
        },
    );
    const subCodesDetails = statCodes.map(
      (statCode) =>
        record.subCodesDetails.find((detail) => detail.statCode === statCode) ?? {
          statCode,
          selectAllPolicyHolders: true,
        },
    );
    return view(await saveBulkOrderState({ ...record, orderStates, subCodesDetails }));
  },

  setSamePersonalization: async ({ ctx, params, body }) => {
    const record = await ownBulkOrderState(ctx, params.id);
    return view(await saveBulkOrderState({ ...record, isSamePersonalization: body.isSamePersonalization }));
  },

  documentReturn: async ({ ctx, params, body }) => {
    const record = await ownBulkOrderState(ctx, params.id);
    const docIds = parseDocIds(body.DocID);
    if (docIds.length === 0) throw badRequest(apiErrors.invalidFields, { DocID: [apiErrors.invalidFields] });
    // Only the caller's own documents (404 for anyone else's).
    for (const docId of docIds) await locateDocument(ctx, docId);
    let next: BulkOrderStateRecord;
    if (body.orderStateId) {
      if (!record.orderStates.some((child) => child.id === body.orderStateId)) throw notFound();
      next = {
        ...record,
        orderStates: record.orderStates.map((child) =>
          child.id === body.orderStateId ? { ...child, pageFlexDocumentId: docIds[0] } : child,
        ),
      };
    } else {
      // The same personalization for all: one document for every sub code.
      next = {
        ...record,
        pageFlexDocumentIds: docIds,
        orderStates: record.orderStates.map((child) => ({ ...child, pageFlexDocumentId: docIds[0] })),
      };
    }
    const saved = await saveBulkOrderState(next);
    // Back on step 1, the next sub code still without its document; with none left, the one just edited.
    const stillToPersonalize = saved.orderStates.find((child) => !child.pageFlexDocumentId);
    const path = expressPageflexReturnRoute({
      bulkOrderStateId: record.bulkOrderStateId,
      orderStateId: stillToPersonalize?.id ?? body.orderStateId,
      isLastRecord: body.isLastRecord,
      currentStep: body.currentStep,
    });
    return { path, bulkOrderState: view(saved) };
  },

  policyholders: async ({ ctx, params, query }) => {
    const record = await ownBulkOrderState(ctx, params.id);
    if (!record.orderStates.some((child) => child.statCode === params.statCode)) throw notFound();
    const subCode = subCodeByStatCode(await expressSubCodes(ctx), params.statCode);
    const mailable = await mailablePolicyholders(subCode.agencyId, record);
    const choice = record.subCodesDetails.find((detail) => detail.statCode === params.statCode);
    // Step 2 shows the agent's selection; the cleaning of it is step 4's to show.
    const selected = new Set(selectedRecipients(mailable, choice).map((holder) => holder.policyNumber));
    const found = searchRecipients(mailable, query.search);
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: found.slice(start, start + query.pageSize).map((holder) => ({
        policyNumber: holder.policyNumber,
        policyType: holder.policyType,
        ...policyholderAddress(holder),
        statCode: holder.statCode,
        selected: selected.has(holder.policyNumber),
      })),
      totalCount: found.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
      eligibleCount: mailable.length,
      selectedCount: selected.size,
    };
  },

  setPolicyholders: async ({ ctx, params, body }) => {
    const record = await ownBulkOrderState(ctx, params.id);
    const chosen = new Set(record.orderStates.map((child) => child.statCode));
    if (body.subCodesDetails.some((detail) => !chosen.has(detail.statCode))) throw notFound();
    const details = record.orderStates.map(
      (child) =>
        body.subCodesDetails.find((detail) => detail.statCode === child.statCode) ??
        record.subCodesDetails.find((detail) => detail.statCode === child.statCode) ?? {
          statCode: child.statCode,
          selectAllPolicyHolders: true,
        },
    );
    const check = checkPolicyholdersPerSubCode(details);
    if (!check.ok) {
      const message = errors.policyholderRequiredPerSubCode;
      throw businessRule(message, Object.fromEntries(check.statCodes.map((code) => [code, [message]])));
    }
    const orderStates = await withPolicyholderCounts(record, await expressSubCodes(ctx), details);
    const empty = orderStates.filter((child) => child.targetCount === 0).map((child) => child.statCode);
    if (empty.length > 0) {
      const message = errors.policyholderRequiredPerSubCode;
      throw businessRule(message, Object.fromEntries(empty.map((code) => [code, [message]])));
    }
    return view(await saveBulkOrderState({ ...record, subCodesDetails: details, orderStates }));
  },

  setDropDetails: async ({ ctx, params, body }) => {
    const record = await ownBulkOrderState(ctx, params.id);
    if (record.orderStates.length === 0) throw businessRule(apiErrors.expressSubCodeUnknown);
    if (body.dropDetails.dropType !== DropType.ONE) throw businessRule(apiErrors.expressOneTimeDrop);
    if (!body.dropDetails.startDate && !body.dropDetails.arriveBy) {
      throw businessRule(apiErrors.dropDateOutsideWindow, { startDate: [apiErrors.dropDateOutsideWindow] });
    }
    return view(await scheduleAndRun(ctx, record, body.dropDetails));
  },

  setListCleaning: async ({ ctx, params, body }) =>
    view(
      await recleanedLists(
        ctx,
        await ownBulkOrderState(ctx, params.id),
        body.onePerHousehold,
        body.holdoutPercent,
      ),
    ),

  preflight: async ({ ctx, params }) => expressPreflight(ctx, await ownBulkOrderState(ctx, params.id)),

  acknowledgePreflight: async ({ ctx, params, body }) =>
    view(
      await acknowledgeExpressPreflight(
        await ownBulkOrderState(ctx, params.id),
        body.preflightAcknowledgement,
      ),
    ),

  summary: async ({ ctx, params }) => bulkSummaryOf(ctx, await ownBulkOrderStateHead(ctx, params.id)),

  addToCart: async ({ ctx, params }) => {
    const record = await ownBulkOrderState(ctx, params.id);
    // Names or addresses the pieces will not print in full need the agent's acknowledgement first.
    await requireExpressPreflightCleared(record);
    return addExpressOrderLine(ctx, record);
  },

  reset: async ({ ctx, params }) => {
    const record = await ownBulkOrderState(ctx, params.id);
    await clearBulkFields(record, [
      'isSamePersonalization',
      'summary',
      'runId',
      'runFingerprint',
      'onePerHousehold',
      'preflightAcknowledgement',
    ]);
    const fresh = await ownBulkOrderState(ctx, params.id);
    return view(
      await saveBulkOrderState({
        ...fresh,
        orderStates: [],
        subCodesDetails: [],
        pageFlexDocumentIds: [],
        dropDetails: defaultDropDetails(),
      }),
    );
  },
};
