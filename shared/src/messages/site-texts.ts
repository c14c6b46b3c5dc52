/**
 * The help pages, the marketing pages, the terms pages and print on demand (spec 1 §2 "Help pages" and
 * "Marketing pages"; spec 2 §2 "Print on demand", "Terms and conditions pages"). The spec names these pages
 * but gives no wording for them: the titles are the spec's, the answers and terms restate what the spec says
 * (§1, §5, §9), and the rest is ours (`messages-ours.ts` lists the whole area).
 */

export const helpTexts = {
  contactUs: {
    title: 'Contact Us',
    intro: 'Questions about an order, a campaign or the portal? We are here to help.',
    supportTitle: 'Customer support',
    supportPhone: 'Call customer support',
    helpDeskTitle: 'Help desk',
    helpDeskPhone: 'Call the help desk',
    noPhone: 'Not available',
    feedbackTitle: 'Tell us what you think',
    feedbackText: 'Rate the portal and leave a comment: it goes straight to the team.',
    provideFeedback: 'Provide Feedback',
    agentPortal: 'Agent Portal',
    agentPortalText: 'Everything else about your agency is on the agent portal.',
    moreHelp: 'More help',
  },
  helpCenter: {
    title: 'Help Center',
    intro: 'Answers to the questions agents ask most.',
    contactLead: 'Did not find your answer?',
  },
  howToVideos: {
    title: 'How-To Videos',
    empty: 'No how-to videos are available yet.',
    emptyDetail: 'Until then, the Help Center answers the questions agents ask most.',
  },
  /** Each answer restates the spec (spec 2 §1 and §9, spec 1 §4 and §9). */
  faq: [
    {
      question: 'How long can I see my prospect lists?',
      answer:
        'Prospect lists stay accessible 60 days after the mail date, through order history and lists in the account area.',
    },
    {
      question: 'When should I follow up with prospects?',
      answer: 'Follow up about a week after mailing.',
    },
    {
      question: 'Are the prices I see final?',
      answer:
        'Pricing is shown before potential discounts: a discount code or your incentive tier is applied in the cart.',
    },
    {
      question: 'How do relationship-marketing subscriptions work?',
      answer:
        'Subscriptions run 3 or 6 months: one seasonal card per 3-month period, plus a birthday card when the birthday falls in the period.',
    },
    {
      question: 'Who receives a Win Back letter, and when?',
      answer:
        'Former auto customers from the past 30 days up to 3 years. The letter is mailed on the 13th of the following month; the list is updated monthly.',
    },
    {
      question: 'When is the annual auto letter mailed?',
      answer: '60 to 90 days before renewal.',
    },
    {
      question: 'When does the email of a cross-sell order go out?',
      answer: 'About 2-3 weeks after the direct-mail drop.',
    },
    {
      question: 'Which files can I upload as a mail list?',
      answer: 'Excel (.xlsx, .xls) or CSV (.csv) files. The preview shows the first 20 records.',
    },
    {
      question: 'How much can I order with print on demand?',
      answer: 'From 25 to 500 pieces in steps of 25, at $0.25 each.',
    },
  ],
} as const;

/** Spec 1 §2 marketing pages: the spec gives titles only; each page links to what the portal has for it. */
export const marketingTexts = {
  title: 'Marketing Materials',
  browseNow: 'Browse now',
  intro: 'Materials for every step of growing and keeping your book of business.',
  topicsTitle: 'Topics',
  linksTitle: 'Where to start',
  pages: {
    growYourBusiness: 'Grow Your Business',
    sellNewProspects: 'Sell New Prospects',
    promoteAnEvent: 'Promote an Event',
    promoteOnlinePresence: 'Promote Your Online Presence',
    orderMarketingMaterials: 'Order Marketing Materials',
    increaseRetention: 'Increase Retention & Add Value',
  },
  links: {
    crossSell: 'Cross-sell',
    prospecting: 'Prospecting & Lead Gen',
    retention: 'Retention & Loyalty',
    orderProspects: 'Order prospects',
    prospectingLetters: 'Prospecting letter templates',
    prospectingOrders: 'My prospecting orders',
    eventMaterials: 'Event materials',
    eventPostcards: 'Event postcards',
    calendar: 'My calendar and national events',
    emails: 'Emails',
    digitalAds: 'Digital ads',
    allMaterials: 'All marketing materials',
    brochures: 'Brochures',
    posters: 'Posters',
    noteCards: 'Note cards',
    printOnDemand: 'Print on demand',
    customizableDownloads: 'Customizable downloads',
    favorites: 'My favorites',
    orderHistory: 'Order history',
    relationshipMarketing: 'Relationship marketing',
    moving: 'Moving',
    winBack: 'Win Back',
    clientReferral: 'Client referral',
    insuranceCheckUp: 'Insurance check-up',
    annualAuto: 'Annual auto letter',
  },
} as const;

/** Spec 2 §2 "Terms and conditions pages for prospecting and for list upload"; each term restates the spec. */
export const termsTexts = {
  prospecting: {
    title: 'Prospecting Terms and Conditions',
    terms: [
      'Prospect lists stay accessible 60 days after the mail date, through order history and lists in the account area.',
      'The prospect price is the selected count times the unit price. Pricing is shown before potential discounts.',
      'Prospect phone numbers can be included; additional charges apply if not using the rewards programme.',
      'Follow up with your prospects about a week after mailing.',
      'Final PDF approval, acceptance of these terms and the certification that the piece will not be used in Massachusetts are all required before ordering.',
    ],
  },
  listUpload: {
    title: 'List Upload Terms and Conditions',
    terms: [
      'Upload your own list as an .xlsx, .xls or .csv file.',
      'You confirm that you may use every contact on the list for marketing by mail or email.',
      'Recipients who opted out are left out of every mailing built from the list.',
      'Final PDF approval, acceptance of these terms and the certification that the piece will not be used in Massachusetts are all required before ordering.',
    ],
  },
  accepted: 'By ordering, you accept these terms.',
} as const;

/** Spec 2 §2, §5, §9: print on demand and customizable downloads. */
export const printOnDemandTexts = {
  title: 'Print on Demand',
  steps: ['Choose', 'Personalize', 'Quantity & Proof'],
  chooseIntro: 'Choose the piece to print.',
  noProducts: 'No printable pieces were found.',
  personalize: 'Personalize',
  choose: 'Choose',
  personalizeIntro: 'Fill in your agency and agent details and preview the PDF proof.',
  previewPdf: 'Preview PDF',
  proofTitle: 'Proof',
  proofEmpty: 'Preview the PDF to see your proof here.',
  previewFirst: 'Preview the PDF first.',
  next: 'Next',
  previous: 'Previous',
  quantity: 'Quantity',
  unitPrice: 'Price each',
  total: 'Total',
  pricingNote: 'Pricing prior to potential applied discount.',
  downloadProof: 'Download PDF proof',
  missingProof: 'This proof is no longer available. Personalize the piece again.',
  customizableDownloadTitle: 'Customizable Download',
  customizableDownloadIntro: 'Choose a download to customize with your agency and agent details.',
  noDownloads: 'No customizable downloads were found.',
  customize: 'Customize',
} as const;
