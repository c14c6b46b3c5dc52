import { labels } from '@msc/shared/messages';
import type { Params, RouteObject } from 'react-router';
import { homePages } from '../../features/home';
import { reportsPages } from '../../features/reports';
import { ACCOUNT_MENU_SECTIONS } from '../shell/account-sections';
import { notAvailableRoutes, pageRoute } from './route-helpers';

const ACCOUNT_TITLES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ACCOUNT_MENU_SECTIONS.map(({ section, label }) => [section, label])),
  calendar: 'Calendar',
  'order-detail': 'Order List',
  order: 'Order Details',
};

const accountTitle = ({ section }: Params) => (section && ACCOUNT_TITLES[section]) || 'My Account';

const CHECKOUT_TITLES: Readonly<Record<string, string>> = { shipping: 'Shipping', payment: 'Payment' };
const checkoutTitle = ({ section }: Params) => (section && CHECKOUT_TITLES[section]) || 'Checkout';

/** Spec 1 §2: the signed-in routes of the storefront, account, reports, help and express ordering. */
export const storefrontRoutes: RouteObject[] = [
  pageRoute('/', homePages.home),
  pageRoute('/home', homePages.home),
  pageRoute('/reports/:id?/:name?', reportsPages.reports),
  pageRoute('/report/detail/:id/:name?', reportsPages.reportDetail),
  pageRoute('/products', () => import('../../features/catalog/product-search-page')),
  pageRoute('/product/:id', () => import('../../features/catalog/product-detail-page')),
  pageRoute('/cart', () => import('../../features/cart/cart-page')),
  pageRoute('/marketing', () => import('../../features/marketing/marketing-page')),
  pageRoute('/manager/impersonate', () => import('../../features/impersonation/impersonate-page')),
  ...notAvailableRoutes([
    ['/account/:section?/:id?', accountTitle],
    ['/checkout/:section?', checkoutTitle],
    ['/review', 'Review Order'],
    ['/order-confirmed/:id?', 'Order Confirmation'],
    ['/contact-us', 'Contact Us'],
    ['/faq', 'Help Center'],
    ['/how-to-videos', 'How-To Videos'],
    ['/my-order-history-lists', 'My Lists'],
    ['/manager/products', 'Admin Center'],
    // Marketing pages (mostly placeholders in the spec as well)
    ['/grow-your-business', 'Grow Your Business'],
    ['/sell-new-prospects', 'Sell New Prospects'],
    ['/promote-an-event', 'Promote an Event'],
    ['/promote-online-presence', 'Promote Your Online Presence'],
    ['/order-marketing-materials', 'Order Marketing Materials'],
    ['/increase-retention-add-value', 'Increase Retention & Add Value'],
    ['/my-favorite-marketing-materials', 'My Favorite Marketing Materials'],
    ['/my-favorite-reports', 'My Favorite Reports'],
    ['/most-recent-downloads', 'Most Recent Downloads'],
    ['/auto-insurance-brochures', 'Auto Insurance Brochures'],
    ['/home-insurance-brochures', 'Home Insurance Brochures'],
    ['/annual-auto-letter', 'Annual Auto Letter'],
    ['/insurance-check-up-poster', 'Insurance Check-Up Poster'],
    ['/customizable-download-step1', 'Customizable Download'],
    ['/customizable-download-step2', 'Customizable Download'],
    // Express order
    ['/expressorder/confirmation/:productId', 'Express Order'],
    ['/expressorder/subcodes/:bulkOrderStateId', 'Select Sub Codes'],
    ['/expressorder/personalization/confirmation/:bulkOrderStateId', 'Same Personalization'],
    ['/expressorder/step-1/:bulkOrderStateId/:orderStateId?', 'Personalize'],
    ['/expressorder/step-2/:bulkOrderStateId', 'Select Policyholders'],
    ['/expressorder/step-3/:bulkOrderStateId', 'One Time Drop'],
    ['/expressorder/step-4/:bulkOrderStateId', labels.reviewAndAddToCart],
    ['/expressorder/pageflex-return/:bulkOrderStateId/:orderStateId?', 'Returning From the Editor'],
  ]),
];
