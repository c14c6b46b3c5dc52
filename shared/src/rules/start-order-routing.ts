import { ChannelType } from '../model/enum-values';
import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { withQuery } from './route-url';

/**
 * Cross-sell list types of /cross-sell/view-summary/{id} and the Start Order routing of spec 2 §2
 * ("Start Order routing by list type").
 */
export const CROSS_SELL_LIST_TYPES = [
  'auto-to-home',
  'home-to-auto',
  'umbrella-to-auto',
  'specialty',
  'landlord-protection',
  'pet',
  'custom-auto',
  'custom-home',
  'custom-umbrella',
] as const;
export type CrossSellListType = (typeof CROSS_SELL_LIST_TYPES)[number];

/** The automated lists: Enroll is offered, Start Order is hidden. */
export const AUTOMATED_LIST_TYPES: readonly CrossSellListType[] = [
  'auto-to-home',
  'home-to-auto',
  'umbrella-to-auto',
];

export function isAutomatedListType(listType: CrossSellListType): boolean {
  return AUTOMATED_LIST_TYPES.includes(listType);
}

/**
 * A list type from a route value: 'home-to-auto', 'cross-sell-home-to-auto' or a route path ending in
 * either, without case; undefined for "No List Type Found".
 */
export function parseCrossSellListType(value: string | null | undefined): CrossSellListType | undefined {
  if (typeof value !== 'string') return undefined;
  const last = value.trim().toLowerCase().replace(/\/+$/, '').split('/').pop() ?? '';
  const key = last.startsWith('cross-sell-') ? last.slice('cross-sell-'.length) : last;
  return CROSS_SELL_LIST_TYPES.find((type) => type === key);
}

export const START_ORDER_PATHS = {
  productSearch: paths.productSearch,
  assetSelection: pathTo(paths.selectAsset),
  channelSelection: paths.selectChannel,
} as const;
export type StartOrderTarget = keyof typeof START_ORDER_PATHS;

/**
 * pet → product search; landlord protection and custom umbrella → asset selection; custom auto and
 * custom home → channel selection; every other list type → asset selection.
 */
export function startOrderTarget(listType: CrossSellListType): StartOrderTarget {
  switch (listType) {
    case 'pet':
      return 'productSearch';
    case 'custom-auto':
    case 'custom-home':
      return 'channelSelection';
    default:
      return 'assetSelection';
  }
}

/** Product search filter values for the pet Start Order (kebab-case like f-program-type=cross-sell). */
export const PET_PRODUCT_SEARCH_FILTERS = {
  'f-program-type': 'pet-insurance',
  'f-product-type': 'pet',
  'active-tab': 'cross-sell',
} as const;

export interface StartOrderParams {
  programType: string;
  productType: string;
  oppId: string | number;
  /** The list code the order mails (a Start Order from a list picks its recipients from that list). */
  oppType?: string | null;
  statCode?: string | null;
}

/**
 * The URL (path and query) Start Order goes to for a row of a cross-sell list. Every target carries
 * programType, productType, oppId (and oppType and statCode when given), isMultiChannel=false and
 * channelType=1 (direct mail); the pet target adds its product search filters first.
 */
export function startOrderRoute(listType: CrossSellListType, params: StartOrderParams): string {
  const target = startOrderTarget(listType);
  const carried = {
    programType: params.programType,
    productType: params.productType,
    oppId: params.oppId,
    oppType: params.oppType,
    statCode: params.statCode,
    isMultiChannel: false,
    channelType: ChannelType.DirectMail,
  };
  const query = target === 'productSearch' ? { ...PET_PRODUCT_SEARCH_FILTERS, ...carried } : carried;
  return withQuery(START_ORDER_PATHS[target], query);
}
