import { lazyEntity } from '../lazy-entity';
import { personFields } from './attribute-types';

/** Cross-sell list codes a policyholder can be an opportunity of (spec 1 §3). */
export const POLICYHOLDER_LIST_CODES = ['H', 'A', 'UR', 'SP', 'LPP', 'PI'] as const;

/**
 * A policyholder of an agency (sub code or stand-alone), from the insurer's monthly feed (spec 1 §3
 * "Policyholder row"). Agency-owned: every key starts with the agency id. Read by:
 * - the agency partition: express-order step 2 and retention subscriptions (all of a sub code);
 * - `crossSellList`: cross-sell detail rows of one sub code and list code, by name;
 * - `renewalsOfAgency`: up-for-renewal (renewalDate between today and 3 months ahead, a key condition);
 * - `annualAutoList`: 6-month auto policies by renewal date; the Yes/No indicator checkboxes are a
 *   filter on that list (bounded: a sub code's 6-month auto policies, tens to hundreds).
 * The two list indexes are sparse (an index condition on a composite that always has a value: 'none' and
 * 12 stay out), so only policyholders on a list, or with a 6-month term, are in them.
 */
export const PolicyholderEntity = lazyEntity({
  model: { entity: 'policyholder', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    statCode: { type: 'string', required: true },
    ...personFields,
    /** YYYY-MM-DD. */
    renewalDate: { type: 'string', required: true },
    birthDate: { type: 'string' },
    customerSinceDate: { type: 'string' },
    /** 6 or 12. */
    termMonths: { type: 'number', required: true, default: 12 },
    motorCycle: { type: 'boolean', required: true, default: false },
    waterCraft: { type: 'boolean', required: true, default: false },
    rv: { type: 'boolean', required: true, default: false },
    /** The cross-sell list this policyholder is an opportunity on ('none': on no list). */
    crossSellType: { type: [...POLICYHOLDER_LIST_CODES, 'none'], required: true, default: 'none' },
    /** Last cross-sell mailing (Direct Mail shows when set). */
    mailingDate: { type: 'string' },
    recommendedIndicator: { type: 'boolean', required: true, default: false },
    youngDriverIndicator: { type: 'boolean', required: true, default: false },
    meritIndicator: { type: 'boolean', required: true, default: false },
  },
  indexes: {
    policyholdersOfAgency: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['policyNumber'] },
    },
    crossSellList: {
      index: 'gsi1',
      condition: (attributes) => attributes.crossSellType !== 'none',
      pk: { field: 'gsi1pk', composite: ['agencyId', 'crossSellType'] },
      sk: { field: 'gsi1sk', composite: ['lastName', 'firstName', 'policyNumber'] },
    },
    renewalsOfAgency: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['agencyId'] },
      sk: { field: 'gsi2sk', composite: ['renewalDate', 'policyNumber'] },
    },
    annualAutoList: {
      index: 'gsi3',
      condition: (attributes) => attributes.termMonths === 6,
      pk: { field: 'gsi3pk', composite: ['agencyId', 'termMonths'] },
      sk: { field: 'gsi3sk', composite: ['renewalDate', 'policyNumber'] },
    },
  },
});
