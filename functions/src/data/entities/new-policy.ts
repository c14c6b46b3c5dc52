import { lazyEntity } from '../lazy-entity';
import { personFields } from './attribute-types';

/**
 * A policy the agency wrote, as the carrier's new-policy feed gave it (issue 48): the match-back credits it
 * to the drop that earned it. Agency-owned; keyed by policy number, so a corrected feed rewrites it.
 */
export const NewPolicyEntity = lazyEntity({
  model: { entity: 'newPolicy', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    ...personFields,
    /** YYYY-MM-DD the policy was written. */
    writtenDate: { type: 'string', required: true },
    /** Annual written premium, integer cents. */
    premiumCents: { type: 'number', required: true },
    /** The address the insured left (a household that moved since it was mailed). */
    priorAddressLine1: { type: 'string' },
    priorAddressLine2: { type: 'string' },
    priorCity: { type: 'string' },
    priorState: { type: 'string' },
    priorPostalCode: { type: 'string' },
    /** The feed file it came from. */
    feedKey: { type: 'string', required: true },
  },
  indexes: {
    policiesOfAgency: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['policyNumber'] },
    },
  },
});
