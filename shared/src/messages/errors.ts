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
