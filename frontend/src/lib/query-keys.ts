/**
 * The query keys of resources that several features read or refresh, so one feature's refresh reaches
 * every other feature's copy (a feature's own resources keep their key factory beside their queries).
 */

/** The agency in effect and its searches: the Change Agency modal, the profile, programmes and editors. */
export const agencyKeys = {
  all: ['agency'] as const,
  search: (terms: object) => ['agency', 'search', terms] as const,
  details: (agencyId: number) => ['agency', 'details', agencyId] as const,
  subCodes: (agencyId: number) => ['agency', agencyId, 'sub-codes'] as const,
};

/**
 * Saved-for-later items (order states saved for later): the home page's panel, the account's list and
 * the asset's saved item all refresh together when one is saved, resumed or deleted.
 */
export const savedItemKeys = {
  all: ['saved-items'] as const,
  homePanel: ['saved-items', 'home'] as const,
  list: ['saved-items', 'all'] as const,
  ofProduct: (productId: string) => ['saved-items', 'product', productId] as const,
};

/**
 * Placed orders: order history, an order, its contact rows and prospect lists (the orders feature's keys all
 * start here), which placing an order adds to.
 */
export const orderListKeys = { all: ['orders'] as const };

/** The marketing contacts: the account's contacts page and checkout's contact pickers refresh together. */
export const contactKeys = {
  all: ['contacts'] as const,
  page: (params: object) => ['contacts', 'page', params] as const,
  /** Every contact, A-Z (checkout's Ship to a Contact and Select from my contacts). */
  everyContact: ['contacts', 'all'] as const,
};

/**
 * Express orders (bulk order states): the express pages, and the cart and cross-sell pages that start one.
 * Every change answers the whole state, written back under `one`.
 */
export const bulkOrderStateKeys = {
  all: ['bulk-order-states'] as const,
  one: (id: string) => ['bulk-order-states', id] as const,
  summary: (id: string) => ['bulk-order-states', id, 'summary'] as const,
  preflight: (id: string) => ['bulk-order-states', id, 'preflight'] as const,
  policyholders: (id: string, statCode: string, params: object) =>
    ['bulk-order-states', id, 'policyholders', statCode, params] as const,
  subCodes: (oppId: string | undefined) => ['bulk-order-states', 'sub-codes', oppId ?? ''] as const,
};

/**
 * The catalogue's products: the storefront's search and detail pages read them, and an Admin Center change
 * refreshes every copy at once.
 */
export const productKeys = {
  all: ['products'] as const,
  search: (query: object) => [...productKeys.all, 'search', query] as const,
  detail: (id: string) => [...productKeys.all, 'detail', id] as const,
};

/** The calendar's months: its own events, and an order's drops moved or canceled on the order page. */
export const calendarKeys = {
  all: ['calendar'] as const,
  month: (params: object) => ['calendar', params] as const,
  day: (date: string, params: object) => ['calendar', 'day', date, params] as const,
};
