import { pathTo } from '@msc/shared/routes/path-to';
import { paths } from '@msc/shared/routes/paths';
import { type QueryValue, withQuery } from '@msc/shared/rules/route-url';

/**
 * The route patterns of every page (shared/src/routes/paths.ts, where the routing rules read them too): the
 * route table registers them, and every link, redirect and navigation is built from them below.
 */
export { paths };

type Query = Readonly<Record<string, QueryValue>>;

/** Addresses to link to, built from the patterns above (parameters encoded, empty query values left out). */
export const links = {
  home: () => paths.home,
  signIn: () => paths.signIn,
  impersonationEnded: () => paths.impersonationEnded,
  emailOptOut: (query: { i?: string; e?: string } = {}) => withQuery(paths.emailOptOut, query),
  optOutAcknowledge: (id: string) => pathTo(paths.optOutAcknowledge, { id }),
  productSearch: (query: Query = {}) => withQuery(paths.productSearch, query),
  productDetail: (id: string, query: { backToResults?: string } = {}) =>
    withQuery(pathTo(paths.productDetail, { id }), query),
  cart: () => paths.cart,
  orderConfirmed: (id: string) => pathTo(paths.orderConfirmed, { id }),
  account: (section?: string) => pathTo(paths.account, { section }),
  orderHistory: (query: Query = {}) => withQuery(paths.orderHistory, query),
  order: (id: string) => pathTo(paths.order, { id }),
  arrivingThisWeek: () => paths.arrivingThisWeek,
  /** The purchased prospect list of an order's item (while it is accessible). */
  prospectList: (id: string, itemId: string) => pathTo(paths.prospectList, { id, itemId }),
  /** A campaign's results: the order line over its drops. */
  campaignResults: (id: string, itemId: string) => pathTo(paths.campaignResults, { id, itemId }),
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
  crossSellViewSummary: (id: string) => pathTo(paths.crossSellViewSummary, { id }),
  /** One sub code's list; enrollText is Enrolled or Not Enrolled (spec 2 §2 View List). */
  crossSellViewDetail: (id: string, subCode: string, enrollText?: string) =>
    withQuery(pathTo(paths.crossSellViewDetail, { id, subCode }), { enrollText }),
  prospecting: () => paths.prospecting,
  promoteProspects: () => paths.promoteProspects,
  /** The ZIP step for a prospecting letter (its item number prices the prospects). */
  prospectingZipCodes: (itemNumber: string) => withQuery(paths.prospectingZipCodes, { itemNumber }),
  /** Spec 2 §2: asset selection for prospecting, with the line of business promoted. */
  selectProspectingAsset: (statCode: string, productType: 'Package' | 'Auto') =>
    withQuery(pathTo(paths.selectAsset), {
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
  renewalList: (id: '1' | '2') => pathTo(paths.renewalList, { id }),
  reports: () => pathTo(paths.reports, {}),
  reportGroup: (reportGroupType: number, name: string) =>
    pathTo(paths.reports, { id: String(reportGroupType), name }),
  reportDetail: (reportId: string, name: string) => pathTo(paths.reportDetail, { id: reportId, name }),
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
  adminDiscountCodes: () => paths.adminDiscountCodes,
  impersonate: () => paths.impersonate,
  jobRuns: () => paths.jobRuns,
  adminUsers: () => paths.adminUsers,
  adminUser: (userName: string) => pathTo(paths.adminUser, { userName }),
  adminAudit: () => paths.adminAudit,
  /** The impersonation page with a user's search filled in (from the Admin Center's user page). */
  impersonateUser: (userName: string) => withQuery(paths.impersonate, { user: userName }),
  adminContent: () => paths.adminContent,
  adminApprovals: () => paths.adminApprovals,
  saveForLaterConfirmation: (productId: string) => pathTo(paths.saveForLaterConfirmation, { productId }),
  /** Step 2 of the personalization flow (recipients); review=true comes back to the review. */
  personalizationStep2: (id: string, query: { review?: boolean; isSubscription?: boolean } = {}) =>
    withQuery(pathTo(paths.personalizationStep2, { id }), query),
  subscriptionReview: (id: string, query: { isSubscription?: boolean } = {}) =>
    withQuery(pathTo(paths.subscriptionReview, { id }), query),
  personalizationReview: (id: string) => pathTo(paths.personalizationReview, { id }),
  /** The editor's return address of an order state (spec 2 §2 pageflex-return). */
  documentReturn: (state: {
    id: string;
    parentId?: string | null;
    productId: string;
    isMultiChannel: boolean;
  }) =>
    pathTo(paths.documentReturn, {
      id: state.id,
      parentId: state.parentId || state.id,
      productId: state.productId,
      isMultiChannel: String(state.isMultiChannel),
    }),
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
