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

export const productDetailTexts = {
  loading: 'Loading the product',
  backToResults: 'Back to results',
  personalize: 'Personalize',
  download: 'Download',
  customizeDownload: 'Customize Download',
} as const;
