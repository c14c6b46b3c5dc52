import type { marketingTexts } from '../messages/site-texts';
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
    path: '/grow-your-business',
    title: 'growYourBusiness',
    links: [
      { label: 'crossSell', to: '/cross-sell' },
      { label: 'prospecting', to: '/prospecting' },
      { label: 'retention', to: '/retention' },
      { label: 'allMaterials', to: search({ 'active-tab': 'marketing' }) },
    ],
  },
  {
    path: '/sell-new-prospects',
    title: 'sellNewProspects',
    links: [
      { label: 'prospecting', to: '/prospecting' },
      { label: 'orderProspects', to: '/prospecting/select-promote-prospects' },
      { label: 'prospectingLetters', to: PROSPECTING_LETTERS },
      { label: 'prospectingOrders', to: withQuery('/account/order-history', { programType: 'prospecting' }) },
    ],
  },
  {
    path: '/promote-an-event',
    title: 'promoteAnEvent',
    links: [
      { label: 'eventMaterials', to: search({ 'f-product-tatic': 'event' }) },
      {
        label: 'eventPostcards',
        to: search({ 'f-product-search-term': 'event', 'f-product-format': 'postcards' }),
      },
      { label: 'calendar', to: '/account/calendar' },
    ],
  },
  {
    path: '/promote-online-presence',
    title: 'promoteOnlinePresence',
    links: [
      { label: 'emails', to: search({ 'f-product-format': 'email' }) },
      { label: 'digitalAds', to: search({ 'f-product-format': 'digital-ads' }) },
      { label: 'customizableDownloads', to: '/customizable-download-step1' },
    ],
  },
  {
    path: '/order-marketing-materials',
    title: 'orderMarketingMaterials',
    links: [
      { label: 'allMaterials', to: search({ 'active-tab': 'marketing' }) },
      { label: 'brochures', to: BROCHURES },
      { label: 'posters', to: POSTERS },
      { label: 'printOnDemand', to: '/print-on-demand/customize-step-1' },
      { label: 'favorites', to: '/account/favorites' },
      { label: 'orderHistory', to: '/account/order-history' },
    ],
  },
  {
    path: '/increase-retention-add-value',
    title: 'increaseRetention',
    links: [
      { label: 'relationshipMarketing', to: '/retention/relationship-marketing' },
      { label: 'moving', to: '/retention/moving' },
      { label: 'winBack', to: '/retention/win-back' },
      { label: 'clientReferral', to: '/retention/client-referral' },
      { label: 'insuranceCheckUp', to: '/retention/insurance-check-up' },
      { label: 'annualAuto', to: '/annual-auto-letter' },
      { label: 'noteCards', to: search({ 'f-product-format': 'note-cards' }) },
    ],
  },
];

export function marketingTopic(path: string): MarketingTopic | undefined {
  const wanted = path.replace(/\/+$/, '').toLowerCase();
  return MARKETING_TOPICS.find((topic) => topic.path === wanted);
}
