import { formatCount } from '../rules/formatting';
/**
 * The express order pages (spec 1 §2 "Express order"). Column heads and step names are the spec's words;
 * the rest is ours (the spec names the pages without wording them) and is listed in messages-ours.ts.
 */
export const expressOrderTexts = {
  /** The spec's words for the step-4 table and summaries. */
  columns: {
    pdfPreview: 'PDF Preview',
    subCode: 'Sub Code',
    agencyName: 'Agency Name',
    quantity: 'Quantity',
    price: 'Price',
    dateDrop: 'Date Drop',
  },
  oneTimeDrop: 'One Time Drop',
  addToCart: 'Add to Cart',
  previous: 'Previous',
  next: 'Next',
  preview: 'Preview',
  ours: {
    title: 'Express Order',
    /** The cart line's way back to step 4 (where a changed Express Order is added again). */
    reviewFromCart: 'Review Express Order',
    subCodesTitle: 'Select Sub Codes',
    subCodesIntro: 'Choose the sub codes this order is for. Each selected sub code gets its own order.',
    selectedCount: (selected: number) => `${selected} selected`,
    noSubCodes: 'This agency has no sub codes with policyholders.',
    stripPrevious: 'Previous sub codes',
    stripNext: 'Next sub codes',
    stripRange: (from: number, to: number, total: number) => `Sub codes ${from}–${to} of ${total}`,
    tileStates: { noAction: 'not selected', active: 'in progress', done: 'done', todo: 'to do' },
    policyholders: (count = 0) => `${formatCount(count)} policyholders`,
    samePersonalizationTitle: 'Same Personalization',
    personalizeTitle: 'Personalize',
    personalizeForAll: 'One personalization for every selected sub code.',
    personalizeFor: (statCode: string, agencyName: string) =>
      `Personalizing for sub code ${statCode}${agencyName ? ` (${agencyName})` : ''}.`,
    returning: 'Storing your personalization…',
    noDocument: 'The editor returned no document.',
    policyholdersTitle: 'Select Policyholders',
    policyholdersIntro:
      'Choose the policyholders of each sub code. Agency and agent information is the same for all selected codes.',
    allPolicyholders: 'All policyholders',
    selfSelect: 'Select policyholders',
    selectPolicyholder: (name: string) => `Select ${name}`,
    policyholdersOf: (statCode: string) => `Policyholders of sub code ${statCode}`,
    dropStartDate: 'Drop start date',
    chooseDropDate: 'Choose a drop start date to see the frequency summary.',
    reviewItem: 'Item',
    itemNumber: (itemNumber: string) => `Item # ${itemNumber}`,
    editPersonalization: 'Edit personalization',
    totalOrderCount: 'Total order count',
    edit: 'Edit',
    total: 'Total',
    proofOf: 'Proof of sub code',
    proofTitle: (statCode: string) => `Proof of sub code ${statCode}`,
    noProof: 'No proof yet.',
    running: 'Preparing the order of each sub code: recipients, proofs and prices…',
    failed: 'The order could not be prepared.',
    tryAgain: 'Try again',
    dropSummary: 'Drop summary',
    /** An order of an Express Order, on its details page. */
    bulkOrder: (bulkOrderId: string) => `Express Order ${bulkOrderId}`,
  },
} as const;
