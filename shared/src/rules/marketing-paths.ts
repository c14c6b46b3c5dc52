import { withQuery } from './route-url';

/**
 * The addresses of the marketing pages (spec 1 §2), apart from their content in marketing-pages.ts: the
 * route table needs only these on first paint (to keep the first paint light).
 */

/** One topic page each (content in MARKETING_TOPICS). */
export const MARKETING_TOPIC_PATHS = [
  '/grow-your-business',
  '/sell-new-prospects',
  '/promote-an-event',
  '/promote-online-presence',
  '/order-marketing-materials',
  '/increase-retention-add-value',
] as const;
export type MarketingTopicPath = (typeof MARKETING_TOPIC_PATHS)[number];

export const search = (query: Record<string, string>) => withQuery('/products', query);

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
  '/my-favorite-marketing-materials': '/account/favorites',
  '/my-favorite-reports': '/reports',
  '/most-recent-downloads': '/account/downloads',
  '/auto-insurance-brochures': search({ 'f-product-format': 'brochures', 'f-product-type': 'auto' }),
  '/home-insurance-brochures': search({ 'f-product-format': 'brochures', 'f-product-type': 'home' }),
  '/annual-auto-letter': ANNUAL_AUTO_LETTERS,
  '/insurance-check-up-poster': search({
    'f-product-format': 'posters',
    'f-product-search-term': 'check-up',
  }),
  // Spec 1 §2: the lists page; the legacy list pages land on the uploaded agency lists too.
  '/my-order-history-lists': '/account/agency-lists',
};
