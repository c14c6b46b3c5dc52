import { formatCount } from '../rules/formatting';
/**
 * Texts of checkout: the list-upload pipeline and the cart (spec 1 §2 Checkout, Upload flow); the shipping
 * step's are in shipping-texts.ts.
 */

/**
 * The list-upload pipeline's texts (ship-to lists; mail lists later). The spec words only the toasts above and
 * the empty confirm list; these are ours. A refused file's reason is the server message the failure toast shows.
 */
export const uploadTexts = {
  wrongContent: 'The file is not a valid .xlsx or .csv file.',
  wrongMailListContent: 'The file is not a valid .xlsx, .xls or .csv file.',
  emptyFile: 'The file is empty.',
  noRecords: 'The file has a header row but no records.',
  tooLarge: (limit: string) => `The file is larger than ${limit}.`,
  tooManyRecords: (max: number | string) => `The file has more than ${formatCount(max)} records.`,
  unpacksTooLarge: 'The file is too large once unpacked.',
  missingColumns: (columns: string | readonly string[]) =>
    `The file is missing the required column(s): ${[columns].flat().join(', ')}.`,
  notReceived: 'The file has not been received yet. Please upload it again.',
  alreadyStarted: 'This file is already being checked.',
  notReady: 'The file is still being checked.',
  listEmpty: 'There are no valid addresses to confirm.',
  uploading: 'Uploading your file…',
  validating: 'Checking your file…',
  chooseFile: 'Choose a .xlsx or .csv file',
  chooseMailListFile: 'Choose a .xlsx, .xls or .csv file',
  preview: 'Preview',
  previewNote: 'The first 20 records of your file.',
  summary: 'Upload Summary',
  total: 'Total',
  failed: 'Failed',
  success: 'Success',
  proceed: 'Proceed',
  reupload: 'Reupload',
  fix: 'Fix',
  fixHeading: 'Fix Failed Records',
  allFixed: 'Every failed record is fixed.',
  confirmHeading: 'Confirm Addresses and Quantities',
  next: 'Next',
  save: 'Save',
  edit: 'Edit',
  cancel: 'Cancel',
  record: (recordNumber: number) => `Record ${recordNumber}`,
} as const;

/** A personalized piece's line in the cart (ours: the spec says the line shows recipients, drops and proof). */
export const cartTexts = {
  pieceRecipients: (count: number) => `${formatCount(count)} recipient${count === 1 ? '' : 's'}`,
  pieceDrops: (dates: readonly string[] = []) =>
    `${dates.length} drop${dates.length === 1 ? '' : 's'}: ${Array.isArray(dates) ? dates.join(', ') : dates}`,
  reviewPiece: 'Review piece and proof',
} as const;

/**
 * An order staff placed while acting as the user (issue 46), on its confirmation: ours, the spec has no
 * impersonation at checkout. The card is the user's own, saved before the staff member's session.
 */
export const impersonatedOrderTexts = {
  placedBy: (staff: string, card?: { brand: string; last4: string }) =>
    card
      ? `Placed by ${staff} (staff, acting for this account) with the saved ${card.brand} card ending in ${card.last4}.`
      : `Placed by ${staff} (staff, acting for this account).`,
} as const;
