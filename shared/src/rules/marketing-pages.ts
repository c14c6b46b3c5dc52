import type { marketingTexts } from '../messages/site-texts';
import { paths } from '../routes/paths';
import { BROCHURES, type MarketingTopicPath, POSTERS, PROSPECTING_LETTERS, search } from './marketing-paths';
import { withQuery } from './route-url';

export { MARKETING_SHORTCUTS, MARKETING_TOPIC_PATHS } from './marketing-paths';

/**
 * The marketing pages of spec 1 §2 (spec 2 §2 calls them "placeholder pages with no content shown"). The
 * spec gives titles only, so each page shows what the portal really has for it: a topic page links to the
 * programmes and the filtered product searches of its topic; a page named after one thing the portal
 * already shows (favorites, recent downloads, brochures, a letter, a poster) lands on that page.
 */
export type MarketingLinkLabel = keyof typeof marketingTexts.links;
export type MarketingTopicTitle = keyof typeof marketingTexts.pages;

export interface MarketingLink {
  label: MarketingLinkLabel;
  to: string;
}

export interface MarketingTopic {
  path: MarketingTopicPath;
  title: MarketingTopicTitle;
  links: readonly MarketingLink[];
}

export const MARKETING_TOPICS: readonly MarketingTopic[] = [
  {
    path: paths.growYourBusiness,
    title: 'growYourBusiness',
    links: [
      { label: 'crossSell', to: paths.crossSell },
      { label: 'prospecting', to: paths.prospecting },
      { label: 'retention', to: paths.retention },
      { label: 'allMaterials', to: search({ 'active-tab': 'marketing' }) },
    ],
  },
  {
    path: paths.sellNewProspects,
    title: 'sellNewProspects',
    links: [
      { label: 'prospecting', to: paths.prospecting },
      { label: 'orderProspects', to: paths.promoteProspects },
      { label: 'prospectingLetters', to: PROSPECTING_LETTERS },
      { label: 'prospectingOrders', to: withQuery(paths.orderHistory, { programType: 'prospecting' }) },
    ],
  },
  {
    path: paths.promoteAnEvent,
    title: 'promoteAnEvent',
    links: [
      { label: 'eventMaterials', to: search({ 'f-product-tatic': 'event' }) },
      {
        label: 'eventPostcards',
        to: search({ 'f-product-search-term': 'event', 'f-product-format': 'postcards' }),
      },
      { label: 'calendar', to: paths.accountCalendar },
    ],
  },
  {
    path: paths.promoteOnlinePresence,
    title: 'promoteOnlinePresence',
    links: [
      { label: 'emails', to: search({ 'f-product-format': 'email' }) },
      { label: 'digitalAds', to: search({ 'f-product-format': 'digital-ads' }) },
      { label: 'customizableDownloads', to: paths.customizableDownloadStep1 },
    ],
  },
  {
    path: paths.orderMarketingMaterials,
    title: 'orderMarketingMaterials',
    links: [
      { label: 'allMaterials', to: search({ 'active-tab': 'marketing' }) },
      { label: 'brochures', to: BROCHURES },
      { label: 'posters', to: POSTERS },
      { label: 'printOnDemand', to: paths.printOnDemandStep1 },
      { label: 'favorites', to: paths.accountFavorites },
      { label: 'orderHistory', to: paths.orderHistory },
    ],
  },
  {
    path: paths.increaseRetentionAddValue,
    title: 'increaseRetention',
    links: [
      { label: 'relationshipMarketing', to: paths.relationshipMarketing },
      { label: 'moving', to: paths.moving },
      { label: 'winBack', to: paths.winBack },
      { label: 'clientReferral', to: paths.clientReferral },
      { label: 'insuranceCheckUp', to: paths.insuranceCheckUp },
      { label: 'annualAuto', to: paths.annualAutoLetter },
      { label: 'noteCards', to: search({ 'f-product-format': 'note-cards' }) },
    ],
  },
];

export function marketingTopic(path: string): MarketingTopic | undefined {
  const wanted = path.replace(/\/+$/, '').toLowerCase();
  return MARKETING_TOPICS.find((topic) => topic.path === wanted);
}
