import type { OrderState } from '@msc/shared/model/order-state';
import { holdoutView } from '@msc/shared/rules/holdout-choice';
import { listCleaningView } from './list-cleaning';
import type { OrderStateRecord } from './personalization-store';

/** The API's order state from its record (children become `orderStates`, per channel). */
export function toOrderState(record: OrderStateRecord, children: OrderStateRecord[] = []): OrderState {
  return {
    ...fields(record),
    orderStates: children.map(fields),
  };
}

function fields(record: OrderStateRecord) {
  return {
    id: record.orderStateId,
    cartId: record.cartId,
    parentId: record.parentId || undefined,
    productId: record.productId,
    programType: record.programType as OrderState['programType'],
    productType: record.productType,
    oppId: record.oppId,
    oppType: record.oppType,
    statCode: record.statCode,
    userState: record.userState,
    isMultiChannel: record.isMultiChannel,
    channelType: record.channelType as OrderState['channelType'],
    pageFlexDocumentId: record.pageFlexDocumentId,
    pageFlexOrderId: record.pageFlexOrderId,
    zipCodes: record.zipCodes,
    zipRadius: record.zipRadius as OrderState['zipRadius'],
    crossStateBoundary: record.crossStateBoundary,
    availableCount: record.availableCount,
    includePhoneNumber: record.includePhoneNumber,
    prospectOption: record.prospectOption as OrderState['prospectOption'],
    isOwnListUploaded: record.isOwnListUploaded,
    isStateSaved: record.isStateSaved,
    recipients: record.recipients ?? [],
    recipientPolicyNumbers: record.mailContacts.flatMap((contact) =>
      contact.policyNumber ? [contact.policyNumber] : [],
    ),
    mailListId: record.mailListId,
    recipientMailListContactIds: record.mailListId
      ? record.mailContacts.flatMap((contact) =>
          contact.mailListContactId ? [contact.mailListContactId] : [],
        )
      : undefined,
    suppressedCount: record.suppressedCount,
    listCleaning: listCleaningView(record.listCleaning),
    holdout: holdoutView(record.holdout, record.targetCount),
    renewalTiming: record.renewalTiming,
    subscriptionPeriod: record.subscriptionPeriod as OrderState['subscriptionPeriod'],
    seasonalSummary: record.seasonalSummary,
    targetCount: record.targetCount,
    totalPrice: record.totalPrice,
    unitPrice: record.unitPrice,
    states: record.states,
    personalization: record.personalization,
    pdfFinalApproval: record.pdfFinalApproval,
    acceptTermsAndConditions: record.acceptTermsAndConditions,
    willNotUseMassachusetts: record.willNotUseMassachusetts,
    childOrderStates: record.childOrderStates,
    dropDetails: record.dropDetails,
    created: record.created,
    updated: record.updated,
  };
}
