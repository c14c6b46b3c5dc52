import type { ListCleaning } from '@msc/shared/model/list-cleaning';
import type { MailContact } from '@msc/shared/model/mail-list';
import type { ChildOrderState, SeasonalSummaryRow } from '@msc/shared/model/order-state';
import type { PersonalizationForm } from '@msc/shared/model/personalization';
import type { SubscriptionPolicyholder } from '@msc/shared/model/policyholder';
import type { StoredHoldout } from '@msc/shared/rules/holdout-choice';
import { CustomAttributeType } from 'electrodb';
import { lazyEntity } from '../lazy-entity';
import { createdAt, dropDetails, stringList } from './attribute-types';

/**
 * An order flow state (spec 2 §3), one per channel: a multi-channel order is a direct-mail parent with
 * an email child (`parentId`). User-owned. Saved-for-later is `isStateSaved`, a partition-key part of
 * `savedItemsOfUser`, so flagging it (a patch of that attribute alone) moves the state in or out of the
 * user's saved items; the same index, narrowed by product, answers "is there a saved item for this
 * asset" (one per asset: the service deletes the earlier one before saving a new one).
 */
export const OrderStateEntity = lazyEntity({
  model: { entity: 'orderState', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    orderStateId: { type: 'string', required: true },
    /** The direct-mail parent of an email child; '' on a parent or a single-channel state. */
    parentId: { type: 'string', required: true, default: '' },
    agencyId: { type: 'number', required: true },
    cartId: { type: 'string', required: true, default: '00000000-0000-0000-0000-000000000000' },
    productId: { type: 'string', required: true },
    programType: { type: 'string', required: true },
    productType: { type: 'string', required: true, default: '' },
    oppId: { type: 'string' },
    oppType: { type: 'string' },
    statCode: { type: 'string', required: true },
    /** AnnualAuto chosen on the sub-code pages: the sub codes (stat ids) whose lists it mails; none: all. */
    subCodeStatIds: { type: 'list', items: { type: 'string' } },
    userState: { type: 'string' },
    isMultiChannel: { type: 'boolean', required: true, default: false },
    /** 1 direct mail, 2 email. */
    channelType: { type: 'number', required: true },
    pageFlexDocumentId: { type: 'string' },
    pageFlexOrderId: { type: 'string' },
    zipCodes: stringList,
    zipRadius: { type: 'number' },
    crossStateBoundary: { type: 'boolean', required: true, default: false },
    availableCount: { type: 'number' },
    includePhoneNumber: { type: 'boolean', required: true, default: false },
    /** Prospecting: the step-2 option (ProspectOption). */
    prospectOption: { type: 'string' },
    isOwnListUploaded: { type: 'boolean', required: true, default: false },
    /** Data list: how many picked records the suppression list (opt-outs) kept from being mailed. */
    suppressedCount: { type: 'number' },
    /**
     * What cleaning the recipients before pricing removed (step 4 shows it: counts and at most 100 names).
     * The ids of every removed recipient (the one-per-household choice cleans the same selection again) are
     * inline here only for a short list; a long one's are chunks of the state's `listGeneration`.
     */
    listCleaning: { type: CustomAttributeType<ListCleaning & { removedIds?: string[] }>('any') },
    /**
     * Step 4's holdout (issue 48): the share of the cleaned list held out, its seed and count. The mail
     * contacts stay the whole cleaned list; `targetCount` and the price are the mailed ones'.
     */
    holdout: { type: CustomAttributeType<StoredHoldout>('any') },
    /** Annual auto: the chosen customers left out as their renewal window has passed or is not open yet. */
    renewalTiming: { type: CustomAttributeType<{ passed: number; notYet: number }>('any') },
    isStateSaved: { type: 'boolean', required: true, default: false },
    /** Data list: the agency list the recipients were picked from. */
    mailListId: { type: 'string' },
    /**
     * Never written any more (a subscription's subscribers are its mail contacts): states stored before
     * hold [] here, read as they are.
     */
    recipients: { type: CustomAttributeType<SubscriptionPolicyholder[]>('any') },
    /** Inline only for a short list (0 `mailContactChunks`); a long list is in chunks. */
    mailContacts: { type: CustomAttributeType<MailContact[]>('any'), required: true, default: () => [] },
    /**
     * How many chunks hold the mail contacts (0: they are inline above): orderStateListChunk items of
     * `listGeneration`, or, on a state stored before generations (no `listGeneration`), orderStateRecipients.
     */
    mailContactChunks: { type: 'number', required: true, default: 0 },
    /** The generation of chunks (order-state-list-chunk.ts) holding the long lists; none: they are inline. */
    listGeneration: { type: 'string' },
    /** How many chunks of `listGeneration` hold the list cleaning's removed ids. */
    removedIdChunks: { type: 'number' },
    /**
     * With chunked contacts: a SHA-256 of them, written with them (saveRecipients), so the piece's
     * fingerprint is checked at placement without reading 100,000 contacts back.
     */
    mailContactsDigest: { type: 'string' },
    subscriptionPeriod: { type: 'number' },
    /** A row per card of the term (its seasons and the birthday card): a handful, whatever the list. */
    seasonalSummary: {
      type: CustomAttributeType<SeasonalSummaryRow[]>('any'),
      required: true,
      default: () => [],
    },
    targetCount: { type: 'number', required: true, default: 0 },
    totalPrice: { type: 'number', required: true, default: 0 },
    unitPrice: { type: 'number', required: true, default: 0 },
    states: stringList,
    personalization: { type: CustomAttributeType<PersonalizationForm>('any') },
    pdfFinalApproval: { type: 'boolean', required: true, default: false },
    acceptTermsAndConditions: { type: 'boolean', required: true, default: false },
    willNotUseMassachusetts: { type: 'boolean', required: true, default: false },
    /** The signature of the recipient preflight the agent acknowledged in step 4. */
    preflightAcknowledgement: { type: 'string' },
    childOrderStates: {
      type: CustomAttributeType<ChildOrderState[]>('any'),
      required: true,
      default: () => [],
    },
    dropDetails,
    created: createdAt,
    updated: createdAt,
  },
  indexes: {
    orderStateById: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['orderStateId'] },
    },
    /** GET order-states/{parentId}: the children of a parent, by channel. Only children are indexed. */
    childrenOfParent: {
      index: 'gsi1',
      condition: (attributes) => attributes.parentId !== '',
      pk: { field: 'gsi1pk', composite: ['userName', 'parentId'] },
      sk: { field: 'gsi1sk', composite: ['channelType', 'orderStateId'] },
    },
    /** Saved items (isStateSaved true), and the saved item of one product (sk begins with it). */
    savedItemsOfUser: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['userName', 'isStateSaved'] },
      sk: { field: 'gsi2sk', composite: ['productId', 'orderStateId'] },
    },
  },
});
