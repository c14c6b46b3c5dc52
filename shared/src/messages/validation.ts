import { errors } from './errors';

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
