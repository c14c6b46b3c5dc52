/** Notices, notes and status texts shown on pages. */
export const notices = {
  orderReceived: "We've received your order",
  pricingBeforeDiscount: 'Pricing prior to potential applied discount.',
  chargedForItemsSent: 'You will only be charged for the actual number of items sent',
  /** Cart item message of a physical item ordered beyond its stock (never for a digital item). */
  lowStock: (available: number = 0) =>
    `Only ${available} in stock: the rest ships as soon as it is back in stock.`,
  /** The help text of spec 1 §1, where an order is reviewed and confirmed. */
  orderChangesByPhone: 'Orders can be changed or cancelled by phone within 24 hours.',
  noReturns: 'Marketing materials cannot be returned.',
  /** Spec 1 §1 "a free quarterly allowance exists" (the spec paraphrases it). */
  freeQuarterlyAllowance: 'Your agency has a free allowance of marketing materials every quarter.',
  supportHours: 'Customer support: Monday to Friday, 9:00 am to 8:00 pm ET.',
  popUpBlocker: 'Turn off Pop-up Blocker to allow for PDF previewing',
  /** iOS warning before personalization (the spec paraphrases it). */
  iosCrossSiteTracking:
    'To proceed with personalization, go to Settings > Safari and uncheck Prevent Cross-Site Tracking.',
  cardExpired: 'This card has expired',
  notForMassachusetts: 'NOT FOR USE IN MASSACHUSETTS',
  notForColorado: 'NOT FOR USE IN COLORADO',
  freeShipping: 'Free',
  enrolled: 'Enrolled',
  notEnrolled: 'Not Enrolled',
  stateAvailability: 'Availability varies by state.',
  /** Placeholder (prototype) pages. */
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
  optOutConfirmationSent:
    'Check your inbox: we sent a link to this address. Open it to confirm that you no longer want these emails.',
  optOutEmailSubject: 'Confirm your email opt-out',
  optOutEmailBody:
    'Someone asked to stop these emails to this address. If it was you, open the link below. If not, ignore this email.',
  optOutEmailLinkLabel: 'Confirm the opt-out',
  /** Reorder (beyond the spec): how many items went back into the cart. */
  reorderAdded: (count: number) =>
    count === 1 ? '1 item was added to your cart.' : `${count} items were added to your cart.`,
  /** Reorder: the items that cannot be ordered again, by name. */
  reorderNotOrderable: (names: string) => `No longer available to reorder: ${names}.`,
} as const;
