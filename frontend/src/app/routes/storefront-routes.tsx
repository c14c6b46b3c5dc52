import { MARKETING_SHORTCUTS, MARKETING_TOPIC_PATHS } from '@msc/shared/rules/marketing-paths';
import type { RouteObject } from 'react-router';
import { adminCenterPages } from '#features/admin-center/pages';
import { agencyListsPages } from '#features/agency-lists/pages';
import { approvalsPages } from '#features/approvals/pages';
import { calendarPages } from '#features/calendar/pages';
import { cartPages } from '#features/cart/pages';
import { catalogPages } from '#features/catalog/pages';
import { checkoutPages } from '#features/checkout/pages';
import { contactsPages } from '#features/contacts/pages';
import { downloadsPages } from '#features/downloads/pages';
import { expressOrderPages } from '#features/express-order/pages';
import { favoritesPages } from '#features/favorites/pages';
import { homePages } from '#features/home/pages';
import { imageLibraryPages } from '#features/image-library/pages';
import { impersonationPages } from '#features/impersonation/pages';
import { mailTrackingPages } from '#features/mail-tracking/pages';
import { marketingPages } from '#features/marketing/pages';
import { operationsPages } from '#features/operations/pages';
import { ordersPages } from '#features/orders/pages';
import { printOnDemandPages } from '#features/print-on-demand/pages';
import { profilePages } from '#features/profile/pages';
import { reportsPages } from '#features/reports/pages';
import { saveForLaterPages } from '#features/save-for-later/pages';
import { sitePages } from '#features/site/pages';
import { paths } from '#lib/paths';
import { ChunkPage, lazyPage } from './lazy-page';
import { type PageHandle, pageRoute, redirectRoutes } from './route-helpers';

const adminCenterLayout = lazyPage(adminCenterPages.layout);

/** The /account and /checkout addresses without a page of their own: a chunk of their own too (seldom visited). */
const sectionPages = {
  account: () => import('./section-routes').then((module) => ({ default: module.AccountSectionRoute })),
  checkout: () => import('./section-routes').then((module) => ({ default: module.CheckoutSectionRoute })),
};

/** Spec 1 §2: the signed-in routes of the storefront, account, reports, help and express ordering. */
export const storefrontRoutes: RouteObject[] = [
  pageRoute(paths.home, homePages.home),
  pageRoute(paths.homeAlias, homePages.home),
  pageRoute(paths.productSearch, catalogPages.productSearch),
  pageRoute(paths.productDetail, catalogPages.productDetail),
  pageRoute(paths.cart, cartPages.cart),
  pageRoute(paths.marketing, marketingPages.marketing),
  // The Admin Center: every /manager page under its sub-navigation.
  {
    element: <ChunkPage chunk={adminCenterLayout} />,
    handle: { chunk: adminCenterLayout } satisfies PageHandle,
    children: [
      pageRoute(paths.adminCenter, adminCenterPages.products),
      pageRoute(paths.adminDiscountCodes, adminCenterPages.discountCodes),
      pageRoute(paths.impersonate, impersonationPages.impersonate),
      pageRoute(paths.jobRuns, operationsPages.jobRuns),
      pageRoute(paths.adminUsers, adminCenterPages.users),
      pageRoute(paths.adminUser, adminCenterPages.user),
      pageRoute(paths.adminAudit, adminCenterPages.audit),
      pageRoute(paths.adminContent, adminCenterPages.content),
      pageRoute(paths.adminApprovals, approvalsPages.queue),
    ],
  },
  pageRoute(paths.reports, reportsPages.reports),
  pageRoute(paths.reportDetail, reportsPages.reportDetail),
  pageRoute(paths.checkoutShipping, checkoutPages.shipping),
  pageRoute(paths.checkoutPayment, checkoutPages.payment),
  pageRoute(paths.review, checkoutPages.review),
  pageRoute(paths.orderConfirmed, checkoutPages.orderConfirmed),
  pageRoute(paths.accountPaymentInfo, checkoutPages.paymentInfo),
  pageRoute(paths.accountContacts, contactsPages.contacts),
  pageRoute(paths.accountProfile, profilePages.profile),
  pageRoute(paths.accountFavorites, favoritesPages.favorites),
  pageRoute(paths.accountSaveForLater, saveForLaterPages.saveForLater),
  pageRoute(paths.accountAgencyLists, agencyListsPages.agencyLists),
  pageRoute(paths.accountImageLibrary, imageLibraryPages.imageLibrary),
  pageRoute(paths.accountDownloads, downloadsPages.downloads),
  pageRoute(paths.accountCalendar, calendarPages.calendar),
  pageRoute(paths.orderHistory, ordersPages.orderHistory),
  pageRoute(paths.order, ordersPages.order),
  pageRoute(paths.orderDetail, ordersPages.orderDetail),
  pageRoute(paths.prospectList, ordersPages.prospectList),
  pageRoute(paths.campaignResults, ordersPages.campaignResults),
  pageRoute(paths.arrivingThisWeek, mailTrackingPages.arrivingThisWeek),
  // Help pages
  pageRoute(paths.contactUs, sitePages.contactUs),
  pageRoute(paths.helpCenter, sitePages.helpCenter),
  pageRoute(paths.howToVideos, sitePages.howToVideos),
  // Marketing pages: topic pages, and the pages named after something the portal already shows
  ...MARKETING_TOPIC_PATHS.map((path) => pageRoute(path, marketingPages.topic)),
  ...redirectRoutes(MARKETING_SHORTCUTS),
  pageRoute(paths.customizableDownloadStep1, printOnDemandPages.customizableDownloadStep1),
  pageRoute(paths.customizableDownloadStep2, printOnDemandPages.customizableDownloadStep2),
  // Express order
  pageRoute(paths.expressOrderConfirmation, expressOrderPages.confirmation),
  pageRoute(paths.expressOrderSubCodes, expressOrderPages.subCodes),
  pageRoute(paths.expressOrderSamePersonalization, expressOrderPages.samePersonalization),
  pageRoute(paths.expressOrderStep1, expressOrderPages.step1),
  pageRoute(paths.expressOrderStep2, expressOrderPages.step2),
  pageRoute(paths.expressOrderStep3, expressOrderPages.step3),
  pageRoute(paths.expressOrderStep4, expressOrderPages.step4),
  pageRoute(paths.expressOrderPageflexReturn, expressOrderPages.pageflexReturn),
  // Where /account and /checkout addresses without a page of their own go: the section they imply.
  pageRoute(paths.account, sectionPages.account),
  pageRoute(paths.checkout, sectionPages.checkout),
];
