import * as z from 'zod';
import { CrossSellDetailRow, CrossSellSummaryRow } from '../model/cross-sell';
import { Enrollment, EnrollmentResult } from '../model/enrollment';
import { IsoDate } from '../model/fields';
import { OpportunityRow } from '../model/opportunity';
import { ExportFile } from '../model/order';
import { CROSS_SELL_LIST_PAGE_SIZE, CROSS_SELL_LIST_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { EXPORT_FORMATS } from '../rules/spreadsheet-cells';
import { CROSS_SELL_LIST_TYPES } from '../rules/start-order-routing';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

/** The home page's tabs (spec 1 §2: cross-sell or prospecting; ?tab=Prospecting is also used). */
export const OPPORTUNITY_TABS = ['cross-sell', 'prospecting'] as const;
export const OpportunityTab = z.enum(OPPORTUNITY_TABS);
export type OpportunityTab = z.infer<typeof OpportunityTab>;

/** The opportunities filter: every row, or the enrolled or not-enrolled ones. */
export const OPPORTUNITY_FILTERS = ['all', 'enrolled', 'not-enrolled'] as const;
export const OpportunityFilter = z.enum(OPPORTUNITY_FILTERS);
export type OpportunityFilter = z.infer<typeof OpportunityFilter>;

export const OpportunitySearchQuery = z.object({
  tab: OpportunityTab.default('cross-sell'),
  filter: OpportunityFilter.default('all'),
});

export const OpportunitySearchResult = z.object({
  results: z.array(OpportunityRow),
  /** The agency in effect: owner masters see sub-code counts; Enroll asks for a license number when required. */
  isOwnerMaster: z.boolean(),
  isLicenseNumberRequired: z.boolean(),
});
export type OpportunitySearchResult = z.infer<typeof OpportunitySearchResult>;

/** A cross-sell list as the route names it: 'Cross-Sell-Auto-To-Home', 'auto-to-home', … (parsed by the service). */
const ListParams = z.object({ listId: z.string().min(1).max(60) });
const DetailParams = ListParams.extend({ subCode: z.string().min(1).max(20) });
const Format = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });

export const CrossSellListType = z.enum(CROSS_SELL_LIST_TYPES);

/** /cross-sell/view-summary/{id}: one row per sub code the agency in effect sees, with the list's totals. */
export const CrossSellSummary = z.object({
  listType: CrossSellListType,
  ownerMasterId: z.string(),
  totalOpportunities: z.number().int().nonnegative(),
  rows: z.array(CrossSellSummaryRow),
});
export type CrossSellSummary = z.infer<typeof CrossSellSummary>;

export const CROSS_SELL_DETAIL_SORTS = [
  'statCode',
  'mailingDate',
  'policyNumber',
  'renewalDate',
  'policyType',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'email',
  'phone',
  'motorCycle',
  'waterCraft',
  'rv',
] as const;
export type CrossSellDetailSort = (typeof CROSS_SELL_DETAIL_SORTS)[number];

/** The detail's filters and order: renewal date range (inclusive), a column and its direction. */
export const CrossSellDetailFilters = z.object({
  from: IsoDate.optional(),
  to: IsoDate.optional(),
  sortBy: z.enum(CROSS_SELL_DETAIL_SORTS).optional(),
  sortDirection: z.enum(['asc', 'desc']).default('asc'),
});
export type CrossSellDetailFilters = z.input<typeof CrossSellDetailFilters>;

export const CrossSellDetailPage = pageOf(CrossSellDetailRow).extend({
  listType: CrossSellListType,
  /** Whether any row of the whole list (not only this page) has a mailing date. */
  anyMailed: z.boolean(),
});
export type CrossSellDetailPage = z.infer<typeof CrossSellDetailPage>;

/** Growth opportunities of the agency in effect and enrollment (spec 1 §3, §4, §7). */
export const opportunitiesApi = {
  /** opportunities-search (the home page polls it every 5000 ms). */
  search: endpoint({
    method: 'GET',
    path: '/opportunities',
    auth: 'user',
    query: OpportunitySearchQuery,
    response: OpportunitySearchResult,
  }),
  /** POST site/cross-sell/opportunity/enroll: idempotent, no un-enroll. */
  enroll: endpoint({
    method: 'POST',
    path: '/opportunities/enroll',
    auth: 'user',
    body: Enrollment,
    response: EnrollmentResult,
  }),
  /** Bridge cross-sell summary: the list's rows of the agency in effect (an owner master: its sub codes). */
  crossSellSummary: endpoint({
    method: 'GET',
    path: '/cross-sell/lists/{listId}/summary',
    auth: 'user',
    params: ListParams,
    response: CrossSellSummary,
  }),
  exportCrossSellSummary: endpoint({
    method: 'GET',
    path: '/cross-sell/lists/{listId}/summary/export',
    auth: 'user',
    usageLimit: 'export',
    params: ListParams,
    query: Format,
    response: ExportFile,
  }),
  /** Bridge cross-sell detail: one sub code's policyholders on the list, paged (50; 25/50/100/200). */
  crossSellDetail: endpoint({
    method: 'GET',
    path: '/cross-sell/lists/{listId}/sub-codes/{subCode}',
    auth: 'user',
    params: DetailParams,
    query: CrossSellDetailFilters.extend(
      pagingQuery(CROSS_SELL_LIST_PAGE_SIZE_OPTIONS, CROSS_SELL_LIST_PAGE_SIZE),
    ),
    response: CrossSellDetailPage,
  }),
  exportCrossSellDetail: endpoint({
    method: 'GET',
    path: '/cross-sell/lists/{listId}/sub-codes/{subCode}/export',
    auth: 'user',
    usageLimit: 'export',
    params: DetailParams,
    query: CrossSellDetailFilters.extend(Format.shape),
    response: ExportFile,
  }),
};
