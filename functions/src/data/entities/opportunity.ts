import { CROSS_SELL_TYPE_CODES } from '@msc/shared/model/enum-values';
import { lazyEntity } from '../lazy-entity';

/**
 * A growth-opportunity row of an agency (spec 1 §3 "Opportunity row"), one per agency and list code.
 * Agency-owned. `masterAgencyId` is the agency whose cross-sell summary lists the row: a sub code's
 * owner master, or the agency itself (owner masters, stand-alone agencies).
 * - `opportunitiesOfAgency` (collection `agencyOpportunities` with enrollments): the home page and
 *   cross-sell landing rows of the agency in effect, with their enrollment, in one Query;
 * - `crossSellSummary` (collection `crossSellSummary` with enrollments): /cross-sell/view-summary,
 *   one row per sub code of an owner master for one list code, by stat code, with enrollments.
 * `listExpires` (days) is computed when read from `lastMailDate` (60 days after it).
 */
export const OpportunityEntity = lazyEntity({
  model: { entity: 'opportunity', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    oppType: { type: [...CROSS_SELL_TYPE_CODES], required: true },
    masterAgencyId: { type: 'number', required: true },
    statId: { type: 'string', required: true },
    programType: { type: ['CrossSell', 'Prospecting', 'Retention'] as const, required: true },
    titleHtml: { type: 'string', required: true },
    oppCount: { type: 'number', required: true },
    /** Owner masters: the opportunities of their sub codes. */
    subCodeOppCount: { type: 'number' },
    dateSent: { type: 'string' },
    lastMailDate: { type: 'string' },
    updated: { type: 'string', required: true },
  },
  indexes: {
    opportunitiesOfAgency: {
      collection: 'agencyOpportunities',
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['oppType'] },
    },
    crossSellSummary: {
      index: 'gsi1',
      collection: 'crossSellSummary',
      pk: { field: 'gsi1pk', composite: ['masterAgencyId', 'oppType'] },
      sk: { field: 'gsi1sk', composite: ['statId'] },
    },
  },
});
