import { DROP_CHANGE_LEAD_BUSINESS_DAYS, EXPRESS_SUB_CODES_PER_ORDER } from '../rules/constants';
import { notices } from './notices';

/**
 * The API's own error messages (the `message` of `{message, code, fieldErrors?}`). The spec words none of
 * them: all are ours. Handlers, services and stores take their texts from here, never from a literal.
 */
export const apiErrors = {
  signInRequired: 'Sign in to continue.',
  forbidden: 'You do not have access to this.',
  notFound: 'Not found.',
  noSuchRoute: 'No such API route.',
  invalidFields: 'Please correct the highlighted fields.',
  invalidJson: 'The request body is not valid JSON.',
  accountNotSetUp: 'Your account is not set up for this portal.',
  impersonationStaffOnly: 'Only staff can act as another user.',
  impersonationNotYours: 'This impersonation session is not yours.',
  impersonationEnded: 'The impersonation session has ended.',
  impersonatedUserGone: 'The impersonated user no longer exists.',
  impersonationInProgress: 'End the current impersonation before starting another.',
  impersonateSelf: 'You cannot impersonate yourself.',
  impersonateHigherRank: 'You can only impersonate users of a lower rank than yours.',
  /** Card add, remove and set default while impersonating: the agent's wallet is theirs alone. */
  cardsReadOnlyWhileImpersonating: "Cards can't be added, removed or changed while you act as another user.",
  /** Placing an order while impersonating, on a card saved during the session (the wallet is read-only then). */
  cardNewerThanImpersonation:
    'While you act as another user, an order can be paid only with a card they saved before you started.',
  requestTooLarge: 'The request is too large (at most 1 MB).',
  malformedUrl: 'The address of the request is not valid.',
  chooseAnotherUser: 'Choose another user.',
  userNotFound: 'User not found.',
  agencyNotFound: 'Agency not found.',
  noAgencySelected: 'No agency is selected.',
  productNotFound: 'Product not found.',
  productNoLongerAvailable: 'This product is no longer available.',
  productNotForAgencyState: "This product is not available in your agency's state.",
  orderNotFound: 'Order not found.',
  approvalOwnOrder: 'You cannot approve or reject an order you placed.',
  approvalPlacedByYou: 'You cannot approve or reject an order you placed while acting as the agent.',
  approvalWhileImpersonating: 'End the impersonation to approve or reject orders.',
  approvalAlreadyDecided: 'This order is no longer waiting for approval.',
  dropNotFound: 'This drop is not on the order.',
  orderChanged: 'This order changed in another window. Please reload the page.',
  dropAlreadyCanceled: 'This drop is already canceled.',
  /** A drop whose cancel is under way (its refund pending): neither moved nor canceled again meanwhile. */
  dropCancelPending:
    'This drop is being canceled: it will not be mailed. Please reload the page in a few minutes.',
  /** A drop canceled while the order's payment is being captured: once it is, the drop is refunded. */
  paymentBeingCaptured: 'The payment of this order is being taken right now. Please try again in a minute.',
  /** A drop inside the production lead time (DROP_CHANGE_LEAD_BUSINESS_DAYS), or of a canceled or shipped line. */
  dropNotChangeable: `This drop can no longer be changed online. ${notices.orderChangesByPhone} ${notices.supportHours}`,
  dropMoveDateNotAllowed: `Choose a weekday mail date at least ${DROP_CHANGE_LEAD_BUSINESS_DAYS} business days ahead, within the drop window.`,
  cartItemGone: 'This item is no longer in your cart.',
  pieceQuantityIsRecipients:
    'A personalized piece is sent to its recipients: change them in the piece to change its quantity.',
  expressQuantityIsRecipients:
    'An Express Order is sent to the policyholders of its sub codes: change them in the Express Order to change its quantity.',
  cartChanged: 'Your cart changed in another window. Please try again.',
  discountNotOnCart: 'This discount code is not applied to your cart.',
  addressNotFound: 'This address is no longer saved to your account.',
  contactNotFound: 'This contact is no longer in your contacts.',
  shipToGone: 'This address is no longer on your order.',
  shipToRequired: 'Choose where to ship your order before placing it.',
  agencyEmailNotFound: 'This agency email is no longer saved.',
  agencyHasNoCompanySegment: 'This agency has no company address to edit.',
  mailListNotFound: 'This list is no longer available.',
  imageNotFound: 'This image is no longer in your library.',
  downloadNotFound: 'This download is no longer available.',
  downloadNotReady: 'This download is not complete yet.',
  imageUploadNotFound: 'The image was not uploaded. Please choose the file again.',
  feedbackUnknownQuestions: 'Please answer the questions of this survey.',
  feedbackUnknownQuestion: (questionId: string) => `Unknown question ${questionId}`,
  feedbackEmpty: 'Please rate at least one question or leave a comment.',
  feedbackEmptyField: 'Rate at least one question or leave a comment.',
  opportunityNotFound: 'This opportunity is not available for your agency.',
  nothingToEnroll: 'There are no opportunities to enroll in for this list.',
  reportNotFound: 'Report not found.',
  reportNotPermitted: 'You do not have access to this report.',
  reportTokenInvalid: 'This report link is not valid. Please open the report again from Reports.',
  reportTokenExpired: 'This report link has expired. Please open the report again from Reports.',
  reportTokenMismatch: 'This report link was issued for another user, agency or report.',
  paymentMethodNotFound: 'This card is no longer saved to your account.',
  cannotPlaceOrder: 'This cart cannot be ordered yet. Please review it and try again.',
  orderInProgress: 'Your order is being placed. Please wait a moment.',
  idempotencyKeyReused: 'This request was already used for another order.',
  cardAlreadyDefault: 'This card is already your default card.',
  dropDateOutsideWindow:
    'Choose a drop date from the calendar: weekdays from 2 days to about 4 months ahead.',
  multipleDropsNotOffered: 'Multiple drops are not available for this order.',
  winBackDropOnly: 'Only a Win Back order is mailed on the 13th without a chosen drop date.',
  orderStateIncomplete:
    'Finish personalizing, approving and choosing recipients before adding this piece to the cart.',
  preflightNotAcknowledged:
    "Some recipients' names or addresses will not print in full. Review the recipient preflight and acknowledge it before adding this piece to the cart.",
  preflightChanged:
    'The recipients or the proof changed since the preflight you acknowledged. Review the recipient preflight again.',
  notPersonalizable: 'This product cannot be personalized.',
  recipientsNotEligible:
    'Some of the chosen policyholders are not eligible for this piece any more. Please choose again.',
  noRecipientsChosen: 'Choose at least one policyholder.',
  notASubscription: 'This product is not a subscription.',
  notProspecting: 'This order does not buy prospects.',
  noProspectsChosen: 'Choose an option with prospects available.',
  prospectsNotAvailable: (available: string = '') =>
    `Only ${available} prospects are available for this option. Please check availability again.`,
  prospectingUnavailable:
    'Prospect lists are not available at the moment. Please try again later or contact customer service.',
  prospectListExpired:
    'This prospect list has expired: prospect lists stay available for 60 days after the last mail date.',
  emailNotSent: 'The email could not be sent. Please try again later.',
  pieceChanged:
    'This piece changed after it was added to the cart. Add it to the cart again to order it as it is now.',
  orderTotalChanged: 'The order total changed since you reviewed it. Please review your order again.',
  benefitUsedUp:
    'Your incentive or discount code is no longer available for this order. Please review your order again.',
  tooManyDiscountAttempts: 'Too many discount codes were tried. Please wait a minute and try again.',
  tooManyOptOutRequests: 'Too many opt-out requests. Please try again later.',
  /** A personal URL whose code names no mailed piece (issue 48). */
  responseCodeNotFound: 'The address you followed does not lead to a page.',
  tooManyResponseRequests: 'Too many requests. Please try again later.',
  /** A per-user limit of expensive work (rules/usage-limits.ts); not the spec's words, it has none. */
  tooManyRequestsWait: (seconds: number) =>
    `You have asked for this too often in a short time. Please wait ${seconds} seconds and try again.`,
  oneDiscountCodePerCart:
    'Only one discount code can be used per order. Remove the code on the cart to use another.',
  paymentNotCompleted: 'The payment could not be completed and nothing was charged. Please try again.',
  /** Express ordering (spec 1 §6): owner master, product allows it, other sub codes with policyholders. */
  expressOrderNotAllowed:
    'Express ordering is for owner master agencies whose sub codes have policyholders, on products that allow it.',
  tooManyExpressSubCodes: `An Express Order can include up to ${EXPRESS_SUB_CODES_PER_ORDER} sub codes. Please deselect a sub code, or place another Express Order for the rest.`,
  expressSubCodeUnknown: 'This sub code is not one your agency can order for, or it has no policyholders.',
  expressOneTimeDrop: 'An Express Order is mailed in One Time Drop.',
  expressSummaryRunning: 'The express order summary is being prepared. Please wait a moment and try again.',
  /** The express-order pipeline's failed summary: which sub code, which step ("proof failed, try again"). */
  expressSubCodeFailed: (statCode: string, step: string) => `sub code ${statCode}: ${step} failed, try again`,
  expressSummaryFailed: 'The express order summary could not be prepared, try again.',
  expressStepsIncomplete: 'Choose the sub codes, their policyholders and the drop date first.',
  expressChanged: 'The express order changed meanwhile. Please reload the page.',
} as const;
