import * as z from 'zod';
import { Enrollment, EnrollmentResult } from '../model/enrollment';
import { OpportunityRow } from '../model/opportunity';
import { endpoint } from './endpoint';

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
};
