import { createHash } from 'node:crypto';
import { stringify } from 'safe-stable-stringify';
import type { OrderStateRecord } from './personalization-store';

/**
 * Everything of an order state that decides what a placed order mails, to whom and at what price. Saved
 * flags, approvals and timestamps are left out: changing them changes nothing that is fulfilled.
 */
function fulfilmentTerms(state: OrderStateRecord) {
  return {
    productId: state.productId,
    programType: state.programType,
    productType: state.productType,
    channelType: state.channelType,
    isMultiChannel: state.isMultiChannel,
    targetCount: state.targetCount,
    unitPrice: state.unitPrice,
    totalPrice: state.totalPrice,
    pageFlexDocumentId: state.pageFlexDocumentId,
    personalization: state.personalization,
    // Chunked contacts by their digest (written with them), so placing an order need not read them back.
    mailContacts:
      state.mailContactChunks && state.mailContactsDigest ? state.mailContactsDigest : state.mailContacts,
    // Never written since (states stored before hold []): the same fingerprint either way.
    recipients: state.recipients ?? [],
    // Who is held out (issue 48): absent without a holdout, so the fingerprints of other pieces stay.
    holdout: state.holdout,
    mailListId: state.mailListId,
    subCodeStatIds: state.subCodeStatIds,
    zipCodes: state.zipCodes,
    zipRadius: state.zipRadius,
    crossStateBoundary: state.crossStateBoundary,
    includePhoneNumber: state.includePhoneNumber,
    prospectOption: state.prospectOption,
    isOwnListUploaded: state.isOwnListUploaded,
    states: state.states,
    subscriptionPeriod: state.subscriptionPeriod,
    seasonalSummary: state.seasonalSummary,
    childOrderStates: state.childOrderStates,
    dropDetails: state.dropDetails,
  };
}

/** The digest of a state's chunked contacts (saveRecipients writes it with them). */
export function contactsDigest(contacts: OrderStateRecord['mailContacts']): string {
  return createHash('sha256')
    .update(stringify(contacts) ?? '')
    .digest('base64url');
}

/**
 * A piece's fingerprint: the hash of its fulfilment terms with keys in a fixed order (DynamoDB gives a map's
 * keys back in any order). Equal fingerprints: the same piece, to the same people, on the same drops.
 */
export function pieceFingerprint(state: OrderStateRecord): string {
  return createHash('sha256')
    .update(stringify(fulfilmentTerms(state)) ?? '')
    .digest('base64url');
}
