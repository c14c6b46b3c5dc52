import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { withQuery } from './route-url';

/**
 * The addresses of the marketing pages (spec 1 §2), apart from their content in marketing-pages.ts: the
 * route table needs only these on first paint (to keep the first paint light).
 */

/** One topic page each (content in MARKETING_TOPICS). */
export const MARKETING_TOPIC_PATHS = [
  paths.growYourBusiness,
  paths.sellNewProspects,
  paths.promoteAnEvent,
  paths.promoteOnlinePresence,
  paths.orderMarketingMaterials,
  paths.increaseRetentionAddValue,
] as const;
export type MarketingTopicPath = (typeof MARKETING_TOPIC_PATHS)[number];

export const search = (query: Record<string, string>) => withQuery(paths.productSearch, query);

export const PROSPECTING_LETTERS = search({
  'f-program-type': 'prospecting',
  'f-product-format': 'letter-templates',
  'active-tab': 'prospecting',
});
export const BROCHURES = search({ 'f-product-format': 'brochures' });
export const POSTERS = search({ 'f-product-format': 'posters' });
export const ANNUAL_AUTO_LETTERS = search({
  'f-program-type': 'annual-auto',
  'f-product-format': 'letter-templates',
});

/** The pages named after one thing the portal already shows: where each one lands. */
export const MARKETING_SHORTCUTS: Readonly<Record<string, string>> = {
  [paths.myFavoriteMarketingMaterials]: paths.accountFavorites,
  [paths.myFavoriteReports]: pathTo(paths.reports),
  [paths.mostRecentDownloads]: paths.accountDownloads,
  [paths.autoInsuranceBrochures]: search({ 'f-product-format': 'brochures', 'f-product-type': 'auto' }),
  [paths.homeInsuranceBrochures]: search({ 'f-product-format': 'brochures', 'f-product-type': 'home' }),
  [paths.annualAutoLetter]: ANNUAL_AUTO_LETTERS,
  [paths.insuranceCheckUpPoster]: search({
    'f-product-format': 'posters',
    'f-product-search-term': 'check-up',
  }),
  // Spec 1 §2: the lists page; the legacy list pages land on the uploaded agency lists too.
  [paths.myOrderHistoryLists]: paths.accountAgencyLists,
};
