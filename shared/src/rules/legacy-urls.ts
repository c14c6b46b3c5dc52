import { pathTo } from '../routes/path-to';
import { paths } from '../routes/paths';
import { toSlug } from './product-filters';
import { withQuery } from './route-url';

/**
 * Legacy addresses redirect (spec 1 §2). The old site's paths are not given by the spec; the table
 * below names the old pages by what they were (order history, brochures, posters, CMS pages, how-to,
 * lists, reporting, default/home index, report and search pages). Matching ignores case and a
 * trailing slash.
 */
export type LegacyTarget = string | ((query: URLSearchParams) => string);

/** Old search keywords that became item numbers (cross-sell do-it-yourself links, spec 2 §2). */
export const LEGACY_KEYWORD_ITEM_NUMBERS: Readonly<Record<string, string>> = {
  motorcycle: 'AP-9628E;AP-4945E',
};

const REPORTS = pathTo(paths.reports);

/** Old report ids → new report detail path. */
export const LEGACY_REPORT_IDS: Readonly<Record<string, string>> = {
  '51': pathTo(paths.reportDetail, { id: 3, name: 'Annual Auto' }),
};

const param = (query: URLSearchParams, name: string): string | undefined => {
  for (const [key, value] of query) {
    if (key.toLowerCase() === name && value.trim() !== '') return value.trim();
  }
  return undefined;
};

/**
 * Old search page: keyword, program, product, format and category → product search filter keys.
 * Filter values become the search's slugs ('CrossSell' → 'cross-sell'); the keyword stays as typed
 * unless it is one that became item numbers.
 */
export function legacySearchTarget(query: URLSearchParams): string {
  const keyword = param(query, 'keyword');
  const filter = (name: string) => {
    const value = param(query, name);
    return value === undefined ? undefined : toSlug(value);
  };
  return withQuery(paths.productSearch, {
    'f-product-search-term': keyword && (LEGACY_KEYWORD_ITEM_NUMBERS[keyword.toLowerCase()] ?? keyword),
    'f-program-type': filter('program'),
    'f-product-type': filter('product'),
    'f-product-format': filter('format'),
    'f-product-category': filter('category'),
  });
}

/** Old report page: report 51 → report 3 (Annual Auto); any other id → the reports home. */
export function legacyReportTarget(query: URLSearchParams): string {
  const id = param(query, 'id');
  return (id !== undefined && LEGACY_REPORT_IDS[id]) || REPORTS;
}

const ORDER_HISTORY = paths.orderHistory;
const BROCHURES = withQuery(paths.productSearch, { 'f-product-format': 'brochures' });
const POSTERS = withQuery(paths.productSearch, { 'f-product-format': 'posters' });
const AGENCY_LISTS = paths.accountAgencyLists;

export const LEGACY_REDIRECTS: Readonly<Record<string, LegacyTarget>> = {
  // Old order history
  '/OrderHistory': ORDER_HISTORY,
  '/OrderHistory.aspx': ORDER_HISTORY,
  '/MyAccount/OrderHistory': ORDER_HISTORY,
  // Brochures and posters → product search with a format filter
  '/Brochures': BROCHURES,
  '/Brochures.aspx': BROCHURES,
  '/Posters': POSTERS,
  '/Posters.aspx': POSTERS,
  // Old CMS pages → prospecting or retention sub-pages
  '/CMS/Prospecting': paths.prospecting,
  '/CMS/Prospecting/PromoteProspects': paths.promoteProspects,
  '/CMS/Retention': paths.retention,
  '/CMS/Retention/RelationshipMarketing': paths.relationshipMarketing,
  '/CMS/Retention/Moving': paths.moving,
  '/CMS/Retention/WinBack': paths.winBack,
  '/CMS/Retention/ClientReferral': paths.clientReferral,
  '/CMS/Retention/InsuranceCheckUp': paths.insuranceCheckUp,
  // How-to pages → how-to videos or marketing
  '/HowTo': paths.howToVideos,
  '/HowTo.aspx': paths.howToVideos,
  '/HowTo/Videos': paths.howToVideos,
  '/HowTo/Marketing': paths.marketing,
  // List pages → uploaded agency lists
  '/Lists': AGENCY_LISTS,
  '/Lists.aspx': AGENCY_LISTS,
  '/MyLists': AGENCY_LISTS,
  // Old reporting → reports
  '/Reporting': REPORTS,
  '/Reporting.aspx': REPORTS,
  '/Report.aspx': legacyReportTarget,
  // Default or home index → home
  '/Default.aspx': paths.homeAlias,
  '/Default': paths.homeAlias,
  '/Home/Index': paths.homeAlias,
  '/Index.aspx': paths.homeAlias,
  // Old search page
  '/Search.aspx': legacySearchTarget,
  '/Search': legacySearchTarget,
};

const LOOKUP: ReadonlyMap<string, LegacyTarget> = new Map(
  Object.entries(LEGACY_REDIRECTS).map(([path, target]) => [path.toLowerCase(), target]),
);

function normalizePath(pathname: string): string {
  const trimmed = pathname.trim().replace(/\/+$/, '');
  return (trimmed.startsWith('/') ? trimmed : `/${trimmed}`).toLowerCase();
}

/** The new route (path and query) for a legacy address, or undefined when it is not one. */
export function resolveLegacyUrl(pathname: string, search = ''): string | undefined {
  const target = LOOKUP.get(normalizePath(pathname));
  if (target === undefined) return undefined;
  return typeof target === 'string' ? target : target(new URLSearchParams(search));
}
