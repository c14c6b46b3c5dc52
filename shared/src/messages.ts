/**
 * Every user-facing text of the spec (both documents' error catalogues, §8, and the texts quoted elsewhere),
 * verbatim, including the spec's own spelling and punctuation. Texts the spec only paraphrases or leaves
 * unworded are ours; `messages.test.ts` keeps the list of those and checks every other text against the spec.
 */

export interface Toast {
  title: string;
  message: string;
}

export interface ConfirmPrompt {
  message: string;
  confirmLabel: string;
  cancelLabel: string;
}

const ERROR = 'Error';
const SUCCESS = 'Success';
const CARD_ERROR = 'Card Error';

/** Inline errors, alerts and field warnings. */
export const errors = {
  addressLine1TooLong: 'Address Line 1 cannot be more than 30 characters',
  limitExceeded: (limitText: string) => `Limit of ${limitText} exceeded`,
  policyholderRequiredPerSubCode:
    'To proceed, at least 1 policyholder must be selected, otherwise please deselect this sub code.',
  invalidEmail: 'Please enter a valid email address',
  /** Multi-ship cart warnings (Ship to Multiple Contacts is blocked). */
  multiShipNotEligible:
    'You have an item(s) in your cart that is not eligible for shipping to multiple addresses. Please complete that order or remove that item(s) from your cart before proceeding.',
  multiShipPromotion:
    'You have an item(s) in your cart that has a promotion(s) applied. Shipping to multiple contacts is not available.',
  somethingWentWrong: 'Something went wrong, please try again later',
  customDownloadNoAgency:
    "The user's current agency cannot be found, or they're not assigned to a current agency.",
  /** Script chunk failed to load within 120 s (wording not shown in the spec). */
  chunkLoadFailed: 'The page could not be loaded. Please refresh the page and try again.',
} as const;

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
  cartItemGone: 'This item is no longer in your cart.',
  pieceQuantityIsRecipients:
    'A personalized piece is sent to its recipients: change them in the piece to change its quantity.',
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
  notPersonalizable: 'This product cannot be personalized.',
  recipientsNotEligible:
    'Some of the chosen policyholders are not eligible for this piece any more. Please choose again.',
  noRecipientsChosen: 'Choose at least one policyholder.',
  notASubscription: 'This product is not a subscription.',
  emailNotSent: 'The email could not be sent. Please try again later.',
} as const;

/** Toasts: a title and a message. Functions take the parts the server or the user supplies. */
export const toasts = {
  addedToCart: (product: string): Toast => ({
    title: 'Added To Cart',
    message: `${product} was successfully added to the cart!`,
  }),
  /** Add to cart failed: the server's response status message. */
  addToCartFailed: (serverMessage: string): Toast => ({ title: ERROR, message: serverMessage }),
  enrolled: { title: SUCCESS, message: 'Successfully Enrolled!' },
  itemRemoved: { title: SUCCESS, message: 'Item/Asset has been removed' },
  pdfDownloadFailed: {
    title: ERROR,
    message: 'Error while downloading the pdf. please contact system administrator',
  },
  fileDownloadFailed: {
    title: ERROR,
    message: 'Error while downloading the file. please contact system administrator',
  },
  customDownloadNoAgency: {
    title: ERROR,
    message: errors.customDownloadNoAgency,
  },
  sessionExpired: {
    title: 'Session Expired',
    message:
      'Your Marketing Solutions Center session has expired. You have been redirected to the home page to begin a new session.',
  },
  paymentMethodSaved: { title: SUCCESS, message: 'Payment Method has been saved.' },
  /** Attaching the card failed: the provider's message when there is one, else the fixed text. */
  cardAttachFailed: (providerMessage?: string): Toast => ({
    title: CARD_ERROR,
    message:
      providerMessage || 'Not able to attach the CC to your account. Please contact system administrator.',
  }),
  /** Creating the provider customer or payment method failed. */
  cardProviderError: (providerMessage: string): Toast => ({ title: CARD_ERROR, message: providerMessage }),
  agencyAddressUpdateFailed: {
    title: ERROR,
    message:
      'Error while updating the agency address, please contact system administrator for further assistance.',
  },
  agencyEmailSaveFailed: { title: ERROR, message: 'Error while storing email id.' },
  expressOrderInCart: {
    title: ERROR,
    message:
      'An Express Order is already in the cart. Please complete the Express Order or remove the item from the cart to proceed.',
  },
  multipleVersionsOfAsset: {
    title: ERROR,
    message:
      'Sorry, we are unable to accommodate multiple versions for the same asset within a single order. Please place a separate order for each.',
  },
  expressOrderWithOtherItems: {
    title: ERROR,
    message:
      'An Express Order cannot be started if other items are already in the cart. Please complete your order in progress and create a separate Express Order.',
  },
  expressOrderOneItem: { title: ERROR, message: 'Express Order can be placed with only one item for now.' },
  invalidDiscount: {
    title: 'Discount cannot be applied.',
    message: 'The discount code you entered is invalid.',
  },
  /** Start-order failure: the first message's debug text, else the fixed text. */
  startOrderFailed: (debugMessage?: string): Toast => ({
    title: ERROR,
    message: debugMessage || 'Error in this asset, please contact system administrator',
  }),
  savedForLater: { title: SUCCESS, message: 'Your item has been saved in My Account - My Saved Items.' },
  saveForLaterFailed: {
    title: ERROR,
    message: 'Error while saving items for later use. Please contact administrator',
  },
  shipToFileFormat: { title: 'File format not accepted', message: 'Accepted file format is .xlsx and .csv' },
  shipToMultipleFiles: { title: 'Selected multiple files', message: 'Please select single file' },
  /** Ship-to upload failed: the server's first message, else the fixed text. */
  shipToUploadFailed: (serverMessage?: string): Toast => ({
    title: ERROR,
    message: serverMessage || errors.somethingWentWrong,
  }),
  shipToUploadSucceeded: (fileName: string): Toast => ({ title: 'File upload success', message: fileName }),
  /** New mail list creation failed: the first server debug message (the spec titles it 'Card Error'). */
  mailListCreateFailed: (debugMessage: string): Toast => ({ title: CARD_ERROR, message: debugMessage }),
  mailListUploadFailed: {
    title: ERROR,
    message:
      'There was an error with your file upload. Please download the appropriate list template below for your list type and ensure the fields and column titles match and entries are provided.',
  },
  mailListFileFormat: {
    title: ERROR,
    message: 'File format not accepted. Accepted file formats are .xlsx, .xls & .csv',
  },
  limitExceeded: (limitText: string): Toast => ({ title: ERROR, message: errors.limitExceeded(limitText) }),
  welcomeKitEmailSent: { title: SUCCESS, message: 'Email has been sent successfully' },
  welcomeKitEmailFailed: {
    title: ERROR,
    message: 'Error while sending an email. please contact system administrator',
  },
  /** Any other failed call (the spec's shared API error handler; its wording is not shown). */
  apiError: (serverMessage?: string): Toast => ({
    title: ERROR,
    message: serverMessage || errors.somethingWentWrong,
  }),
} as const;

/** Field validation messages used by the form schemas of `model/`. */
export const validation = {
  /** A required field left empty (the spec's marker for the review email and the opt-out email). */
  requiredMarker: '(Required)',
  /** A required field the spec gives no message for. */
  required: 'Required',
  tooLong: (max: number) => `Cannot be more than ${max} characters`,
  atLeast: (min: number, inclusive = true) =>
    inclusive ? `Must be at least ${min}` : `Must be more than ${min}`,
  atMost: (max: number, inclusive = true) =>
    inclusive ? `Must be at most ${max}` : `Must be less than ${max}`,
  addressLine1TooLong: errors.addressLine1TooLong,
  invalidEmail: errors.invalidEmail,
  invalidPhone: 'Enter a phone number as 555-555-5555',
  invalidState: 'Enter a 2-letter state code',
  selectState: 'Select a state',
  invalidZip: 'Enter a ZIP code as 12345 or 12345-6789',
  licenseNumberRequired: 'License number is required in CA and AR',
  licenseNumberTooShort: (min: number) => `License number must be at least ${min} characters`,
  pdfFinalApprovalRequired: 'Approve the final PDF to continue',
  acceptTermsRequired: 'Accept the terms and conditions to continue',
  willNotUseMassachusettsRequired: 'Certify that the piece will not be used in Massachusetts to continue',
  selectSpecificOption: 'Select a specific option, not ALL',
  endBeforeStart: 'End date cannot be before start date',
  wholeNumber: 'Enter a whole number',
  quantityAtLeastOne: 'Quantity must be at least 1',
  ratingRange: 'Choose a rating from 1 to 5',
  atLeastOneRecord: 'Load at least one record',
  chooseAContact: 'Select at least one contact',
  invalidDate: 'Enter a valid date',
  printOnDemandQuantity: 'Choose a quantity from 25 to 500 in steps of 25',
} as const;

/** Texts shown when a list or page has nothing to show. */
export const emptyStates = {
  opportunities: 'No opportunities were found that match your criteria.',
  campaigns: 'No campaigns were found.',
  uploadedLists: 'You do not currently have any uploaded lists.',
  savedItems: 'You have no saved marketing materials at this time.',
  contacts: 'You do not have any contacts that match your selected options.',
  products: 'No products were found that match your criteria.',
  orders: 'You do not currently have any previously-placed orders.',
  cart: 'Your cart is currently empty.',
  creditCards: 'You have no credit cards saved to your account.',
  defaultShippingAddress: 'You have no default shipping address saved.',
  agencyEmails: 'You have no Agency Email Prefrences saved.',
  downloads: 'You do not currently have any assets to download.',
  favoriteReports: 'No favorite reports please select a group from the left side.',
  paymentMethod: 'No payment method selected please go back and select a payment method.',
  policyholders: 'None of your policyholders currently meet the criteria for this type of campaign.',
  addresses: 'No addresses found. Please go back and upload addresses.',
  noListsToUse: 'There are no lists uploaded to use. Please go to the previous screen and upload a new list.',
  /** Cross-sell view-summary and similar list pages; `list` is the list's title. */
  lists: (list: string) => `No ${list} Lists were found that match your criteria.`,
  movingLists: 'No Moving With Safeco Lists were found that match your criteria.',
  listType: 'No List Type Found',
} as const;

const CANCEL = 'Cancel';
const DELETE = 'Delete';

/** Confirm prompts. Only the Enroll and saved-item wordings are given by the spec; the rest are ours. */
export const confirmPrompts = {
  enroll: { message: 'Are you sure you want to Enroll?', confirmLabel: 'Enroll', cancelLabel: CANCEL },
  useSavedItem: {
    message: 'Would you like to use the previously saved item?',
    confirmLabel: 'Yes',
    cancelLabel: 'No',
  },
  endImpersonation: {
    message: 'Are you sure you want to end impersonation?',
    confirmLabel: 'End Impersonation',
    cancelLabel: CANCEL,
  },
  deleteList: {
    message: 'Are you sure you want to delete this list?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteAddress: {
    message: 'Are you sure you want to delete this address?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteCartItem: {
    message: 'Are you sure you want to remove this item from your cart?',
    confirmLabel: 'Remove',
    cancelLabel: CANCEL,
  },
  deleteImage: {
    message: 'Are you sure you want to delete this image?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteCard: {
    message: 'Are you sure you want to delete this card?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteSavedItem: {
    message: 'Are you sure you want to delete this saved item?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
  deleteContact: {
    message: 'Are you sure you want to delete this contact?',
    confirmLabel: DELETE,
    cancelLabel: CANCEL,
  },
} as const satisfies Record<string, ConfirmPrompt>;

/** Notices, notes and status texts shown on pages. */
export const notices = {
  orderReceived: "We've received your order",
  pricingBeforeDiscount: 'Pricing prior to potential applied discount.',
  chargedForItemsSent: 'You will only be charged for the actual number of items sent',
  popUpBlocker: 'Turn off Pop-up Blocker to allow for PDF previewing',
  /** iOS warning before personalization (the spec paraphrases it). */
  iosCrossSiteTracking:
    'To proceed with personalization, go to Settings > Safari and uncheck Prevent Cross-Site Tracking.',
  loading: 'Performing a search for the data',
  cardExpired: 'This card has expired',
  notForMassachusetts: 'NOT FOR USE IN MASSACHUSETTS',
  notForColorado: 'NOT FOR USE IN COLORADO',
  freeShipping: 'Free',
  enrolled: 'Enrolled',
  notEnrolled: 'Not Enrolled',
  stateAvailability: 'Availability varies by state.',
  /** Placeholder (prototype) pages. */
  pageNotAvailable: 'This page is not available yet',
  /** Profile: personal information and the locked agency address (the spec paraphrases it). */
  contactTerritoryManager: 'To update this information, please contact your territory manager.',
  /** Non-owner agencies on the home page (the spec paraphrases it). */
  youMayQualify:
    'Your agency may qualify for incentive discounts. Contact your territory manager to learn more.',
  /** Review page approval warning (the spec names it without wording it). */
  orderRequiresApproval: 'This order requires approval before it is processed.',
  /** Payment panel when no card exists (the spec paraphrases it). */
  paymentDetailsMissing: 'Payment details are missing. Please add a credit card to continue.',
  /** Welcome kit commit: the spinner shown for 20 s (the spec paraphrases it). */
  downloadBeingPrepared: 'Your download is being prepared…',
  /** Impersonation banner; `name` is the impersonated user's name. */
  impersonating: (name: string) => `You are impersonating ${name}`,
  /** Express step 2 count, e.g. '3 of 10'. */
  countOf: (selected: number, total: number) => `${selected} of ${total}`,
  showingCount: (shown: number, total: number) => `Showing ${shown} of ${total}`,
  /** Report viewer: a report the agency has no figures for (ours). */
  reportNoFigures: 'There are no figures for this report and agency yet.',
  /** Public email opt-out (spec 2 names the pages only; the wording is ours and names nobody). */
  optOutIntro: 'Enter your email address to stop receiving these emails.',
  optOutAcknowledged: 'Your request has been received. You will no longer receive these emails.',
  optOutOpening: 'Opening the opt-out page…',
  /** Reorder (beyond the spec): how many items went back into the cart. */
  reorderAdded: (count: number) =>
    count === 1 ? '1 item was added to your cart.' : `${count} items were added to your cart.`,
  /** Reorder: the items that cannot be ordered again, by name. */
  reorderNotOrderable: (names: string) => `No longer available to reorder: ${names}.`,
} as const;

/** Questions asked by the flows, verbatim. */
export const questions = {
  sendToAllPolicyholders: 'Would you like to send to all Policyholders?',
  howMailingSent: 'How would you like your mailing to be sent?',
  linesOfBusiness: 'What lines of business would you like to promote?',
  useSavedItem: confirmPrompts.useSavedItem.message,
} as const;

export * from './messages/account-texts';
export * from './messages/campaign-texts';
export * from './messages/checkout-texts';
export * from './messages/cross-sell-texts';
export * from './messages/labels';
export * from './messages/site-texts';
