import { adminTexts } from './messages/admin-texts';
import { approvalTexts } from './messages/approval-texts';
import { contentTexts } from './messages/content-texts';
import { dropChangeTexts } from './messages/drop-change-texts';
import { expressOrderTexts } from './messages/express-order-texts';
import { inHomeTexts } from './messages/in-home-texts';
import { listCleaningTexts } from './messages/list-cleaning-texts';
import { mailDateTexts } from './messages/mail-date-texts';
import { mailVisibilityTexts } from './messages/mail-visibility-texts';
import { ACCOUNT_OURS } from './messages/ours/account-ours';
import {
  ANNUAL_AUTO_ORDERING_OURS,
  CAMPAIGN_OURS,
  RETENTION_RECIPIENT_OURS,
} from './messages/ours/campaign-ours';
import { LABEL_OURS } from './messages/ours/label-ours';
import { LINK_OURS } from './messages/ours/link-ours';
import { preflightTexts } from './messages/preflight-texts';
import { responseTexts } from './messages/response-texts';
import { resultsTexts } from './messages/results-texts';
import { helpTexts, marketingTexts, printOnDemandTexts, termsTexts } from './messages/site-texts';

/** Every text path under `value` ('helpTexts.faq.0.answer'): areas that are ours as a whole. */
function textPaths(value: unknown, path: string): string[] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => textPaths(child, `${path}.${key}`));
}

/**
 * Texts that are ours: the spec paraphrases them or gives no wording. Every other fixed text of the
 * catalogue must appear verbatim in the spec.
 */
export const OURS: ReadonlySet<string> = new Set([
  ...CAMPAIGN_OURS,
  ...RETENTION_RECIPIENT_OURS,
  ...ANNUAL_AUTO_ORDERING_OURS,
  ...ACCOUNT_OURS,
  ...LABEL_OURS,
  ...LINK_OURS,
  'confirmPrompts.deleteSavedItem.message',
  'confirmPrompts.deleteSavedItem.confirmLabel',
  'toasts.sessionExpired.title',
  'toasts.sessionExpired.message',
  'errors.chunkLoadFailed',
  'validation.required',
  'validation.invalidPhone',
  'validation.invalidState',
  'validation.selectState',
  'validation.invalidZip',
  'validation.licenseNumberRequired',
  'validation.pdfFinalApprovalRequired',
  'validation.acceptTermsRequired',
  'validation.willNotUseMassachusettsRequired',
  'validation.selectSpecificOption',
  'validation.endBeforeStart',
  'validation.wholeNumber',
  'validation.quantityAtLeastOne',
  'validation.ratingRange',
  'validation.atLeastOneRecord',
  'validation.chooseAContact',
  'validation.invalidDate',
  'validation.printOnDemandQuantity',
  'confirmPrompts.endImpersonation.message',
  'confirmPrompts.deleteList.message',
  'confirmPrompts.deleteList.confirmLabel',
  'confirmPrompts.deleteAddress.message',
  'confirmPrompts.deleteAddress.confirmLabel',
  'confirmPrompts.deleteCartItem.message',
  'confirmPrompts.deleteCartItem.confirmLabel',
  'confirmPrompts.deleteImage.message',
  'confirmPrompts.deleteImage.confirmLabel',
  'confirmPrompts.deleteCard.message',
  'confirmPrompts.deleteCard.confirmLabel',
  'confirmPrompts.deleteContact.message',
  'confirmPrompts.deleteContact.confirmLabel',
  'notices.iosCrossSiteTracking',
  'notices.contactTerritoryManager',
  'notices.youMayQualify',
  'notices.paymentDetailsMissing',
  'notices.orderRequiresApproval',
  'notices.downloadBeingPrepared',
  'notices.reportNoFigures',
  'notices.optOutIntro',
  'notices.optOutAcknowledged',
  'notices.optOutOpening',
  'notices.optOutConfirmationSent',
  'notices.optOutEmailSubject',
  'notices.optOutEmailBody',
  'notices.optOutEmailLinkLabel',
  // The API's error messages: the spec words none of them.
  'apiErrors.signInRequired',
  'apiErrors.recipientsNotEligible',
  'apiErrors.noRecipientsChosen',
  'apiErrors.notProspecting',
  'apiErrors.noProspectsChosen',
  'apiErrors.forbidden',
  'apiErrors.notFound',
  'apiErrors.paymentMethodNotFound',
  'apiErrors.cannotPlaceOrder',
  'apiErrors.orderInProgress',
  'apiErrors.idempotencyKeyReused',
  'apiErrors.cardAlreadyDefault',
  'apiErrors.noSuchRoute',
  'apiErrors.invalidFields',
  'apiErrors.invalidJson',
  'apiErrors.accountNotSetUp',
  'apiErrors.impersonationStaffOnly',
  'apiErrors.impersonationNotYours',
  'apiErrors.impersonationEnded',
  'apiErrors.impersonatedUserGone',
  'apiErrors.impersonationInProgress',
  'apiErrors.impersonateSelf',
  'apiErrors.chooseAnotherUser',
  'apiErrors.userNotFound',
  'apiErrors.agencyNotFound',
  'apiErrors.noAgencySelected',
  'apiErrors.productNotFound',
  'apiErrors.productNoLongerAvailable',
  'apiErrors.productNotForAgencyState',
  'apiErrors.orderNotFound',
  'apiErrors.approvalOwnOrder',
  'apiErrors.approvalPlacedByYou',
  'apiErrors.approvalWhileImpersonating',
  'apiErrors.approvalAlreadyDecided',
  'apiErrors.dropNotFound',
  'apiErrors.orderChanged',
  'apiErrors.dropAlreadyCanceled',
  'apiErrors.dropCancelPending',
  'apiErrors.paymentBeingCaptured',
  'apiErrors.dropNotChangeable',
  'apiErrors.dropMoveDateNotAllowed',
  'apiErrors.prospectListExpired',
  'apiErrors.prospectingUnavailable',
  'apiErrors.cartItemGone',
  'apiErrors.cartChanged',
  'apiErrors.discountNotOnCart',
  'apiErrors.addressNotFound',
  'apiErrors.contactNotFound',
  'apiErrors.shipToGone',
  'apiErrors.shipToRequired',
  'apiErrors.agencyEmailNotFound',
  'apiErrors.agencyHasNoCompanySegment',
  'apiErrors.mailListNotFound',
  'apiErrors.feedbackUnknownQuestions',
  'apiErrors.feedbackEmpty',
  'apiErrors.feedbackEmptyField',
  'apiErrors.impersonateHigherRank',
  'apiErrors.cardsReadOnlyWhileImpersonating',
  'apiErrors.cardNewerThanImpersonation',
  'apiErrors.requestTooLarge',
  'apiErrors.malformedUrl',
  'apiErrors.opportunityNotFound',
  'apiErrors.nothingToEnroll',
  'apiErrors.reportNotFound',
  'apiErrors.reportNotPermitted',
  'apiErrors.reportTokenInvalid',
  'apiErrors.reportTokenExpired',
  'apiErrors.reportTokenMismatch',
  'apiErrors.dropDateOutsideWindow',
  'apiErrors.multipleDropsNotOffered',
  'apiErrors.winBackDropOnly',
  'apiErrors.orderStateIncomplete',
  'apiErrors.preflightNotAcknowledged',
  'apiErrors.preflightChanged',
  'apiErrors.notPersonalizable',
  'apiErrors.imageNotFound',
  'apiErrors.imageUploadNotFound',
  'apiErrors.downloadNotFound',
  'apiErrors.downloadNotReady',
  'apiErrors.emailNotSent',
  'apiErrors.pieceQuantityIsRecipients',
  'apiErrors.expressQuantityIsRecipients',
  'apiErrors.notASubscription',
  'apiErrors.pieceChanged',
  'apiErrors.orderTotalChanged',
  'apiErrors.benefitUsedUp',
  'apiErrors.tooManyDiscountAttempts',
  'apiErrors.tooManyOptOutRequests',
  'apiErrors.oneDiscountCodePerCart',
  'apiErrors.paymentNotCompleted',
  'apiErrors.expressOrderNotAllowed',
  'apiErrors.expressSubCodeUnknown',
  'apiErrors.expressOneTimeDrop',
  'apiErrors.expressSummaryRunning',
  'apiErrors.expressSummaryFailed',
  'apiErrors.tooManyExpressSubCodes',
  'apiErrors.expressStepsIncomplete',
  'apiErrors.expressChanged',
  'notices.orderChangesByPhone',
  'notices.noReturns',
  'notices.supportHours',
  // The express order pages: the spec names them and words only their column heads.
  ...textPaths(expressOrderTexts.ours, 'expressOrderTexts.ours'),
  // The help, marketing, terms and print-on-demand pages: the spec names them and gives no wording.
  ...Object.entries({ helpTexts, marketingTexts, termsTexts, printOnDemandTexts }).flatMap(([name, area]) =>
    textPaths(area, name),
  ),
  'prospectingTexts.reviewProspects',
  // The Admin Center: the spec names it and gives none of its wording.
  ...textPaths(adminTexts, 'adminTexts'),
  // Orders awaiting approval: the spec gives the status and the review page's warning only.
  ...textPaths(approvalTexts, 'approvalTexts'),
  // The merge preflight of step 4: the spec has no such step.
  ...textPaths(preflightTexts, 'preflightTexts'),
  // The Admin Center's Content and Job runs actions, likewise.
  ...textPaths(contentTexts, 'contentTexts'),
  // Changing a drop of a placed order: the spec words only the help text it reuses (notices).
  ...textPaths(dropChangeTexts, 'dropChangeTexts'),
  // The in-home date planner: the spec gives only the delivery note's "up to 10 days".
  ...textPaths(inHomeTexts, 'inHomeTexts'),
  // Mail you can see (issue 49): the spec has no tracking.
  ...textPaths(mailVisibilityTexts, 'mailVisibilityTexts'),
  // Step 4's list cleaning: the spec has no wording for it.
  ...textPaths(listCleaningTexts, 'listCleaningTexts'),
  // A saved schedule re-checked at resume, add to cart and place order: the spec words only the window.
  ...textPaths(mailDateTexts, 'mailDateTexts'),
  // Closed-loop results (issue 48): the spec has no such pages.
  ...textPaths(resultsTexts, 'resultsTexts'),
  // Closed-loop results (issue 48): the response page, the agent's e-mail and panel, the holdout.
  ...textPaths(responseTexts, 'responseTexts'),
  'apiErrors.responseCodeNotFound',
  'apiErrors.tooManyResponseRequests',
]);
