import { errors } from './errors';

export interface Toast {
  title: string;
  message: string;
}

const ERROR = 'Error';
const SUCCESS = 'Success';
const CARD_ERROR = 'Card Error';

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
