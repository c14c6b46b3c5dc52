import { OPT_OUT_TRACKING_PATH } from '@msc/shared/rules/opt-out';
import { type QueryValue, withQuery } from '@msc/shared/rules/route-url';
import { generatePath } from 'react-router';

/**
 * The route patterns (react-router syntax) of every page the SPA renders from a feature or names in
 * a link, a redirect or a navigation. Route definitions and links both read them here, so an address
 * changes in one place. Placeholder routes nobody links to keep their pattern in their route list
 * until a page or a link needs them.
 */
export const paths = {
  home: '/',
  homeAlias: '/home',
  signIn: '/sign-in',
  ssoRedirect: '/sso-redirect',
  deepLinkRedirect: '/redirect',
  impersonationEnded: '/impersonation-ended',
  optOutTracking: OPT_OUT_TRACKING_PATH,
  emailOptOut: '/EmailOptOut',
  optOutEmail: '/OptOutEmail',
  optOutAcknowledge: '/optoutacknowledge/:id?',
  optOutAcknowledged: '/optoutacknowledged/:id?',
  productSearch: '/products',
  productDetail: '/product/:id',
  cart: '/cart',
  checkout: '/checkout/:section?',
  checkoutShipping: '/checkout/shipping',
  checkoutPayment: '/checkout/payment',
  review: '/review',
  orderConfirmed: '/order-confirmed/:id?',
  accountPaymentInfo: '/account/payment-info',
  accountContacts: '/account/contacts',
  accountProfile: '/account/profile',
  accountFavorites: '/account/favorites',
  accountSaveForLater: '/account/save-for-later',
  accountAgencyLists: '/account/agency-lists',
  accountImageLibrary: '/account/image-library',
  accountDownloads: '/account/downloads',
  accountCalendar: '/account/calendar',
  account: '/account/:section?/:id?',
  orderHistory: '/account/order-history',
  order: '/account/order/:id',
  orderDetail: '/account/order-detail',
  prospectList: '/account/order/:id/prospect-list/:itemId',
  marketing: '/marketing',
  crossSell: '/cross-sell',
  crossSellExpressOrdering: '/cross-sell/express-ordering',
  crossSellViewSummary: '/cross-sell/view-summary/:id',
  crossSellViewDetail: '/cross-sell/view-detail/:id/:subCode',
  prospecting: '/prospecting',
  promoteProspects: '/prospecting/select-promote-prospects',
  prospectingZipCodes: '/prospecting/step-2/zip-codes',
  retention: '/retention',
  relationshipMarketing: '/retention/relationship-marketing',
  moving: '/retention/moving',
  winBack: '/retention/win-back',
  renewalList: '/retention/annual-auto/view-detail/:id',
  clientReferral: '/retention/client-referral',
  insuranceCheckUp: '/retention/insurance-check-up',
  movingList: '/retention/moving/list',
  reports: '/reports/:id?/:name?',
  reportDetail: '/report/detail/:id/:name?',
  contactUs: '/contact-us',
  helpCenter: '/faq',
  howToVideos: '/how-to-videos',
  termsProspecting: '/terms-and-conditions/prospecting',
  termsListUpload: '/terms-and-conditions/list-upload',
  printOnDemandStep1: '/print-on-demand/customize-step-1',
  printOnDemandStep2: '/print-on-demand/customize-step-2',
  printOnDemandStep3: '/print-on-demand/customize-step-3',
  customizableDownloadStep1: '/customizable-download-step1',
  customizableDownloadStep2: '/customizable-download-step2',
  adminCenter: '/manager/products',
  impersonate: '/manager/impersonate',
  /** Admin Center: the scheduled jobs' runs (ours). */
  jobRuns: '/manager/job-runs',
  saveForLaterConfirmation: '/personalization/save-for-later/confirmation/:productId',
  customizeDownload: '/personalization/customize-download',
  customizeDownloadReturn: '/personalization/customize-download-return',
  downloadCustomizeAsset: '/personalization/download-customize-asset/:customDownloadId',
  selectChannel: '/personalization/select-channel',
  selectAsset: '/personalization/select-asset/:channel?/:searchTerm?',
  personalizationStep1: '/personalization/step-1/:id/:parentId/:productId',
  documentReturn: '/personalization/pageflex-return/:id/:parentId/:productId/:isMultiChannel',
  mailSchedule: '/personalization/step-3/:id',
  mailScheduleDropDate: '/personalization/step-3-drop-date/:id',
  winBackSchedule: '/personalization/step-3-win-back/:id',
  annualAutoExpressOrdering: '/retention/annual-auto/express-ordering',
  annualAutoSelectChannel: '/retention/annual-auto/select-channel',
  annualAutoSelectSubCodes: '/retention/annual-auto/select-sub-codes',
  annualAutoSamePersonalization: '/retention/annual-auto/same-personalization',
  annualAutoPersonalizationSubCodes: '/retention/annual-auto/personalization-sub-codes',
  personalizationReview: '/personalization/step-4/:id',
  multiChannelReview: '/personalization/step-4-multi-channel',
  personalizationStep2: '/personalization/step-2/:id',
  personalizationStep2Review: '/personalization/step-2-review/:id',
  prepareMailList: '/personalization/prepare-mail-list',
  subscriptionReview: '/personalization/step-3-review/:id',
} as const;

type Query = Readonly<Record<string, QueryValue>>;

/** Addresses to link to, built from the patterns above (parameters encoded, empty query values left out). */
export const links = {
  home: () => paths.home,
  signIn: () => paths.signIn,
  impersonationEnded: () => paths.impersonationEnded,
  emailOptOut: (query: { i?: string; e?: string } = {}) => withQuery(paths.emailOptOut, query),
  optOutAcknowledge: (id: string) => generatePath(paths.optOutAcknowledge, { id }),
  productSearch: (query: Query = {}) => withQuery(paths.productSearch, query),
  productDetail: (id: string, query: { backToResults?: string } = {}) =>
    withQuery(generatePath(paths.productDetail, { id }), query),
  cart: () => paths.cart,
  account: (section?: string) => generatePath(paths.account, { section }),
  orderHistory: (query: Query = {}) => withQuery(paths.orderHistory, query),
  order: (id: string) => generatePath(paths.order, { id }),
  /** The purchased prospect list of an order's item (while it is accessible). */
  prospectList: (id: string, itemId: string) => generatePath(paths.prospectList, { id, itemId }),
  /** The order list contact table, narrowed to one order or one list. */
  orderDetail: (query: { orderNumber?: string; listId?: string } = {}) =>
    withQuery(paths.orderDetail, {
      'f-order-details-list-order-num': query.orderNumber,
      'f-order-details-list-id': query.listId,
    }),
  marketing: () => paths.marketing,
  crossSell: () => paths.crossSell,
  crossSellExpressOrdering: (query: Query = {}) => withQuery(paths.crossSellExpressOrdering, query),
  /** A list summary; `id` names the list type as the route does (Cross-Sell-Auto-To-Home). */
  crossSellViewSummary: (id: string) => generatePath(paths.crossSellViewSummary, { id }),
  /** One sub code's list; enrollText is Enrolled or Not Enrolled (spec 2 §2 View List). */
  crossSellViewDetail: (id: string, subCode: string, enrollText?: string) =>
    withQuery(generatePath(paths.crossSellViewDetail, { id, subCode }), { enrollText }),
  prospecting: () => paths.prospecting,
  promoteProspects: () => paths.promoteProspects,
  /** The ZIP step for a prospecting letter (its item number prices the prospects). */
  prospectingZipCodes: (itemNumber: string) => withQuery(paths.prospectingZipCodes, { itemNumber }),
  /** Spec 2 §2: asset selection for prospecting, with the line of business promoted. */
  selectProspectingAsset: (statCode: string, productType: 'Package' | 'Auto') =>
    withQuery('/personalization/select-asset', {
      statCode,
      productType,
      programType: 'prospecting',
      isMultiChannel: 'false',
      channelType: 'directMail',
    }),
  retention: () => paths.retention,
  moving: () => paths.moving,
  movingList: () => paths.movingList,
  /** 1: annual auto, 2: customers up for renewal (RENEWAL_LIST_IDS). */
  renewalList: (id: '1' | '2') => generatePath(paths.renewalList, { id }),
  reports: () => generatePath(paths.reports, {}),
  reportGroup: (reportGroupType: number, name: string) =>
    generatePath(paths.reports, { id: String(reportGroupType), name }),
  reportDetail: (reportId: string, name: string) => generatePath(paths.reportDetail, { id: reportId, name }),
  contactUs: () => paths.contactUs,
  helpCenter: () => paths.helpCenter,
  howToVideos: () => paths.howToVideos,
  /** Print on demand (spec 2 §2): the piece, then its proof document, carried from step to step. */
  printOnDemandStep1: () => paths.printOnDemandStep1,
  printOnDemandStep2: (productId: string) => withQuery(paths.printOnDemandStep2, { productId }),
  printOnDemandStep3: (productId: string, documentId: string) =>
    withQuery(paths.printOnDemandStep3, { productId, documentId }),
  customizableDownloadStep1: () => paths.customizableDownloadStep1,
  customizableDownloadStep2: (productId: string) => withQuery(paths.customizableDownloadStep2, { productId }),
  adminCenter: () => paths.adminCenter,
  impersonate: () => paths.impersonate,
  jobRuns: () => paths.jobRuns,
  saveForLaterConfirmation: (productId: string) =>
    generatePath(paths.saveForLaterConfirmation, { productId }),
  customizeDownload: (productId: string, query: Query = {}) =>
    withQuery(paths.customizeDownload, { productId, ...query }),
  /** The editor's return address (spec 2 §2: query DocID, productId, userName, statCode, isWelcomeKit, parentId). */
  customizeDownloadReturn: (query: {
    DocID: string;
    productId: string;
    userName: string;
    statCode?: string;
    isWelcomeKit: boolean;
    parentId?: string;
  }) => withQuery(paths.customizeDownloadReturn, query),
};
