import { formatCount } from '../rules/formatting';
/** Texts of the campaign pages: retention, prospecting and moving (spec 2 §1, §2). */

/** The Retention & Loyalty landing: its programmes (spec 2 §1, §2 Retention), in the spec's order. */
export const retentionTexts = {
  title: 'Retention & Loyalty',
  programmes: {
    relationshipMarketing: 'Relationship marketing',
    moving: 'Moving',
    winBack: 'Win Back',
    clientReferral: 'Client referral',
    insuranceCheckUp: 'Insurance check-up',
  },
} as const;

/**
 * Prospecting (spec 2 §2 Prospecting, §4 "Prospecting ZIP flow", §5). The spec names the parts of the pages
 * (how it works, the four tips, good to know, the four options); the sentences are ours.
 */
export const prospectingTexts = {
  title: 'Prospecting & Lead Gen',
  howItWorksTitle: 'How it works',
  howItWorks: [
    'Choose a letter and personalize it with your agency details.',
    'Target households by ZIP code or by a radius around your ZIP codes, with or without phone numbers.',
    'Choose how many prospects to mail and when the letters go out.',
    'Follow up with your prospects about a week after the mailing.',
  ],
  tips: [
    { title: 'Time the campaign', text: 'Plan your mailing around the moments people shop for insurance.' },
    { title: 'Make a plan', text: 'Decide how you will follow up before the letters reach homes.' },
    {
      title: 'Digital welcome mat',
      text: 'Make sure your website and online listings greet the prospects who look you up.',
    },
    {
      title: 'Additional tactics',
      text: 'Combine the letters with email and local events to stay top of mind.',
    },
  ],
  goodToKnow: [
    'Prospects are dedicated to your agency for 60 days after the mail date.',
    'Your prospect list stays available in your order history for 60 days after the mail date.',
  ],
  helpCenterLead: 'Questions? Visit the',
  helpCenter: 'Help Center',
  proTipTitle: 'Pro tip',
  proTip: 'Follow up about a week after your letters arrive: prospects remember your name.',
  resourcesTitle: 'Resources',
  prospectingOrders: 'My prospecting orders',
  prospectingLetters: 'Prospecting letter templates',
  noAgency: 'Choose an agency to order prospects.',
  package: 'Package',
  auto: 'Auto',
  previous: 'Previous',
  zipTitle: 'Target by ZIP Code',
  zipCodes: 'ZIP codes (comma separated)',
  radius: 'Radius',
  radiusOption: (miles: number) => (miles === 0 ? 'ZIP codes only' : `${miles} miles`),
  crossStateBoundary: 'Include ZIP codes across state boundaries',
  checkAvailability: 'Check Availability',
  lookUp: 'Look up',
  city: 'City',
  state: 'State',
  lookUpEmpty: 'No ZIP codes were found for this city and state.',
  addZip: (zip: string) => `Add ${zip}`,
  available: 'Available prospects',
  withPhone: 'With phone numbers',
  withoutPhone: 'Without phone numbers',
  options: {
    withPhoneAll: 'With phone numbers: all',
    withPhoneQuantity: 'With phone numbers: select a quantity',
    withoutPhoneAll: 'Without phone numbers: all',
    withoutPhoneQuantity: 'Without phone numbers: select a quantity',
  },
  quantity: 'Quantity',
  /** The review's line for the bought prospects: ZIP codes, radius, the option. */
  reviewProspects: 'Prospects',
  unknownZips: (zips: string) => `Not found: ${zips}. They add no prospects.`,
  suppressed: (count: number = 0) =>
    `${formatCount(count)} household${count === 1 ? '' : 's'} on the suppression list left out`,
  zipsReached: (count: number) => `${count} ZIP code${count === 1 ? '' : 's'} reached`,
  targetCount: 'Prospects selected',
  unitPrice: 'Price per prospect',
  totalPrice: 'Total',
  next: 'Next',
  noLetter: 'Choose a prospecting letter first.',
  /** Step 2 of a prospecting order: the list type choice (spec 2 §2). */
  listTypeQuestion: 'Which mailing list would you like to use?',
  purchaseList: 'Purchase a list of prospects',
  purchaseListHint: 'Target households by ZIP code and radius; we supply the prospects.',
  ownList: 'Select your list',
  ownListHint: 'Mail to a list your agency uploads or has uploaded before.',
  phoneCharges:
    'Prospect phone numbers can be included: additional charges apply if not using the rewards programme.',
  changeListType: 'Change mailing list',
  chosenSummary: (count: number | string, total: string) =>
    `${formatCount(count)} prospects selected for ${total}. The mail schedule comes next.`,
} as const;

/**
 * The retention programme pages other than Moving (spec 2 §1, §2 Retention). The spec describes the
 * programmes and names the links; the sentences are ours.
 */
export const retentionPageTexts = {
  relationshipMarketing: {
    intro:
      'Stay in touch all year: greeting-card subscriptions of 3 or 6 months send one seasonal card per 3-month period, plus a birthday card when the birthday falls in the period.',
    subscribeTitle: 'Greeting-card subscriptions',
    subscribe: 'Subscribe',
    noteCardsTitle: 'Customizable note cards',
    noteCards: 'Personal note cards with your agency details, for thank-yous and congratulations.',
    shopNow: 'Shop now',
  },
  winBack: {
    intro:
      'Win Back reaches your former auto customers whose policies ended in the past 30 days up to 3 years. The list is updated monthly and the letter is mailed on the 13th of the following month.',
    nextMailDate: (date: string) => `Letters ordered now are mailed on ${date}.`,
    customerList: 'View the Win Back Auto Customer List',
    orderLetters: 'Order Win Back letters',
    orderHistory: 'My Win Back orders',
  },
  renewalLists: {
    back: 'Back',
    total: (count: number | string) => `Total: ${count}`,
    filters: 'Show customers by indicator',
    any: 'Any',
    yes: 'Yes',
    no: 'No',
    indicators: {
      recommendedIndicator: 'Recommended',
      youngDriverIndicator: 'Young driver',
      meritIndicator: 'Merit',
    },
    columns: {
      agencyNumber: 'Agency #',
      statCode: 'Sub Code',
      policyNumber: 'Policy #',
      renewalDate: 'Renewal Date',
      policyType: 'Policy Type',
      firstName: 'First Name',
      middleName: 'Middle Name',
      lastName: 'Last Name',
      address1: 'Address 1',
      address2: 'Address 2',
      city: 'City',
      state: 'State',
      zip: 'Zip',
    },
    exportCsv: 'Export to CSV',
    exportExcel: 'Export to Excel',
  },
  clientReferral: {
    intro:
      'Your happiest customers are your best source of new ones. The client referral toolkit helps you ask for, thank and reward referrals.',
    browse: 'Browse the referral materials',
  },
  insuranceCheckUp: {
    intro:
      'An insurance check-up is a friendly review of what your customers have and what has changed in their lives. Use the form and the poster to invite them.',
    form: 'Insurance check-up form',
    poster: 'Insurance check-up poster',
  },
} as const;

/** The Moving programme pages (spec 2 §2 Retention; the spec names the columns, the copy is ours). */
export const movingTexts = {
  pageTitle: 'Moving',
  listTitle: 'Moving Lists',
  intro:
    'Each month we send you a list of your customers who are moving. A move is a moment when their insurance needs may be changing.',
  steps: [
    'Open your Moving list for the month.',
    'Review the customers who are moving and where they are going.',
    'Reach out to review their home, renters or auto coverage for the new address.',
    'Follow up with a check-up form or a brochure.',
  ],
  viewLists: 'View my Moving lists',
  resources: 'Resources',
  checkUpForm: 'Insurance check-up form',
  poster: 'Insurance check-up poster',
  brochure: 'Home insurance brochures',
  viewDetails: 'View details',
  listDate: 'List Date',
  records: 'Records',
  export: 'Export',
  exportCsv: 'CSV',
  exportExcel: 'Excel',
  recordsOf: (date: string) => `Records of the ${date} list`,
  selectList: 'Select a list to see its records.',
  columns: { policy: 'Policy #', type: 'Policy Type', firstName: 'First Name', lastName: 'Last Name' },
} as const;

/**
 * Customizable downloads (spec 2 §2 "Customize download", §4 "Custom download commit", §7). The spec names
 * the pages and calls, not their wording: the texts are ours, except the toasts in messages.ts.
 */
export const customDownloadTexts = {
  customizeTitle: 'Customize Download',
  intro: 'Fill in your agency and agent details, preview the PDF, then create your download.',
  previewPdf: 'Preview PDF',
  createDownload: 'Create Download',
  cancel: 'Cancel',
  previewEmpty: 'Preview the PDF to see your customized download here.',
  returningTitle: 'Returning From the Editor',
  committing: 'Saving your customized download…',
  downloadTitle: 'Your Download',
  download: 'Download',
  sendEmailReview: 'Send Email Review',
  notCompleted: 'This download is not complete yet. Open it in the editor again to finish it.',
  editAgain: 'Customize again',
  myDownloads: 'My Downloads',
  emailSubject: (title: string) => `Your customized download is ready: ${title}`,
  emailGreeting: (firstName: string) => `Hello ${firstName},`,
  emailBody: (title: string) => `Your customized download "${title}" is ready for review.`,
  emailLinkLabel: 'Open it in the Marketing Solutions Center',
  emailAttached: 'The PDF is attached to this email.',
  backToProduct: 'Back to the product',
  agentDetails: 'Agency and agent',
  preview: 'Preview',
  beingPreparedProgress: 'Preparing your download',
} as const;

/**
 * The personalization flow (spec 2 §2 "Personalization and ordering", §4, §5). The spec names the parts of
 * the steps (the agency and agent form, the three approvals, Preview PDF, the drop choices); the labels
 * not quoted by the spec are ours.
 */
export const personalizationTexts = {
  startingOrder: 'Starting your order…',
  channelIntro: 'How would you like to reach your customers?',
  channels: {
    'direct-mail': { title: 'Direct Mail', text: 'A printed letter or postcard mailed to each recipient.' },
    email: { title: 'Email', text: 'An email sent to each recipient with an email address.' },
    'multi-channel': {
      title: 'Multi-Channel',
      text: 'A direct-mail piece and a follow-up email to the same recipients.',
    },
  },
  assetIntro: {
    'direct-mail': 'Choose the letter or postcard to personalize.',
    email: 'Choose the email to personalize.',
  },
  selectAsset: 'Select',
  noAssets: 'No assets were found for this program and channel.',
  formTitle: 'Agency and agent details',
  formIntro: 'These details print on the piece. Preview the PDF to check them before you approve.',
  fields: {
    agencyName: 'Agency Name',
    licenseNumber: 'License Number',
    agentFirstName: 'Agent First Name',
    agentLastName: 'Agent Last Name',
    agentPhone: 'Agent Phone',
    agentEmail: 'Agent Email',
  },
  agentEmailHint: 'One address only; leads are sent to it.',
  image: 'Image',
  noImage: 'No image selected.',
  removeImage: 'Remove image',
  chooseImage: 'Choose',
  noLibraryImages: 'Your image library is empty. Upload images in My Account - My Image Library.',
  previewPdf: 'Preview PDF',
  proofTitle: 'Proof',
  proofEmpty: 'Preview the PDF to see your proof here.',
  proofLoading: 'Rendering your proof…',
  proofFailed: 'The proof could not be shown. Try Preview PDF again.',
  proofPage: (page: number, total: number) => `Page ${page} of ${total}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  approvalsTitle: 'Approvals',
  approvals: {
    pdfFinalApproval: 'I approve the final PDF.',
    acceptTermsAndConditions: 'I accept the terms and conditions.',
    willNotUseMassachusetts: 'I certify that this piece will not be used in Massachusetts.',
  },
  previewFirst: 'Preview the PDF before you approve it.',
  cancel: 'Cancel',
  next: 'Next',
  previous: 'Previous',
  saveForLater: 'Save For Later',
  returning: 'Returning from the editor…',
  noDocument: 'The editor did not return a document.',
  oneTimeDrop: 'All policyholders at one time',
  multipleDrops: 'Over several dates',
  dropDate: 'Drop date',
  dropStartDate: 'Drop start date',
  frequency: 'Frequency',
  weekly: 'Weekly',
  biWeekly: 'Bi-weekly',
  numberOfMailings: 'Number of mailings',
  smallOrderOneDrop: (count: number) => `Orders of ${count} pieces or fewer are mailed in one drop.`,
  /** The cross-sell wizard's note (spec 2 §2 select-multiple-drops). */
  emailNoteDirectMail: 'Email is sent about 2-3 weeks after the direct-mail drop.',
  /** Spec 2 §9: the other programs' multi-channel email follows about 10 days after the direct-mail date. */
  emailNoteMultiChannel: 'Email is sent about 10 days after the direct-mail drop.',
  emailNoteEmail: 'Your email is sent 1 week after the date you choose.',
  /** The send dates of the e-mail rule (rules/email-send-date.ts), the same on every page. */
  emailSentOn: (dates = '') => `Your email is sent on ${dates}.`,
  scheduling: 'Working out your mail schedule…',
  dropDateColumn: 'Drop date',
  quantityColumn: 'Quantity',
  priceColumn: 'Price',
  totals: 'Totals',
  totalProspects: (count: number) => `Total: ${formatCount(count)}`,
  summaryTitle: 'Summary',
  item: 'Item',
  itemId: 'Item ID',
  totalOrderCount: 'Total order count',
  edit: 'Edit',
  addToCart: 'Add to Cart',
  continueToCheckout: 'Continue to Checkout',
  oneTime: 'One time',
  multiChannelTitle: 'Review Multi-Channel Order',
  multiChannelMissing: 'This multi-channel order could not be found.',
  multiChannelNoEmail: 'Choose and personalize the email to complete this order.',
  combinedTotal: 'Combined total',
  subscriptionPeriod: 'Subscription period',
  subscriptionMonths: (months: number) => `${months} months`,
  subscriptionQuestion: 'How long should the subscription run?',
  subscriptionSummaryTitle: 'Subscription summary',
  subscriptionListTitle: 'Cards for your whole list',
  cardColumn: 'Card',
  listCountColumn: 'Policyholders',
  cardsColumn: 'Cards',
  subscriptionNote:
    'One seasonal card every 3 months, plus a birthday card when the birthday falls in the subscription.',
} as const;

/**
 * Step 2 of a cross-sell piece, the policyholder selection, and the step-2 review (spec 2 §2, §5). The
 * question, the step names and the buttons are the spec's; the table's labels and notes are ours.
 */
export const recipientsTexts = {
  title: 'Select Mail List',
  reviewTitle: 'Review',
  yes: 'Yes',
  no: 'No',
  previous: 'Previous',
  next: 'Next',
  addToCart: 'Add to Cart',
  search: 'Search policyholders',
  searchHint: 'Name, policy #, city or ZIP',
  searchButton: 'Search',
  selectPolicyholder: (name: string) => `Select ${name}`,
  selectPage: 'Select all on this page',
  selectAll: (count: string) => `Select all ${count}`,
  clearSelection: 'Clear selection',
  selectedCount: (selected: string, total: string) => `${selected} of ${total} policyholders selected`,
  noMatch: 'No policyholders match your search.',
  caption: 'Eligible policyholders',
  columns: {
    select: 'Select',
    name: 'Name',
    policyNumber: 'Policy #',
    address: 'Address',
    agency: 'Agency #',
  },
  unitPrice: 'Unit Price',
  totalPrice: 'Total Price',
  orderCount: 'Order Count',
  updateCount: 'Update',
  available: (count: string) => `${count} policyholders available`,
} as const;
