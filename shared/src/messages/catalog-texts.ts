/**
 * Product search's filters and a product's page (spec 1 §2 Catalog). The spec words the actions;
 * `messages/ours/label-ours.ts` lists the rest.
 */

export const searchFilterTexts = {
  filters: 'Filters',
  keyword: 'Keyword',
  keywordPlaceholder: 'Name or item number',
  apply: 'Apply',
  state: 'State',
  allStates: 'All states',
  clearAll: 'Clear all filters',
} as const;

export const productSearchTexts = {
  title: 'Product Search',
  results: 'Results',
  resultPages: 'Search results pages',
  noResults: '0 results',
  showing: (first: number, last: number, total: number) => `Showing ${first}–${last} of ${total} results`,
  sortBy: 'Sort by',
  show: 'Show',
  view: 'View',
  igniteEligible: 'Ignite eligible',
  /** The Sort by choices, by the search's sort value. */
  sortLabels: {
    'newest-to-oldest': 'Newest to oldest',
    'oldest-to-newest': 'Oldest to newest',
    'asset-number-a-z': 'Asset number A-Z',
    'asset-number-z-a': 'Asset number Z-A',
    'name-a-z': 'Name A-Z',
    'name-z-a': 'Name Z-A',
    'ignite-eligible-first': 'Ignite eligible first',
  },
} as const;

/** A product's quantity and Add to Cart (its page and the search results' list view). */
export const addToCartTexts = {
  quantity: 'Quantity',
  addToCart: 'Add to Cart',
} as const;

export const productDetailTexts = {
  loading: 'Loading the product',
  backToResults: 'Back to results',
  personalize: 'Personalize',
  download: 'Download',
  customizeDownload: 'Customize Download',
} as const;
