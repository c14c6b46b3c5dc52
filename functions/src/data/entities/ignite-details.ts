import { IGNITE_TIERS } from '@msc/shared/model/ignite';
import { lazyEntity } from '../lazy-entity';

/**
 * The incentive (Ignite) details of an agency (spec 1 §3), one item per agency. Agency-owned.
 * Free-mailing tiers count `usage`/`remaining` mailings; Launch and Partner carry `reductionRate`.
 */
export const IgniteDetailsEntity = lazyEntity({
  model: { entity: 'igniteDetails', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    statId: { type: 'string', required: true },
    igniteStatus: { type: [...IGNITE_TIERS], required: true },
    subTier: { type: 'string' },
    discountCode: { type: 'string' },
    discountShortCode: { type: 'string' },
    discountName: { type: 'string' },
    discountDescription: { type: 'string' },
    discountValue: { type: 'number' },
    usage: { type: 'number', required: true, default: 0 },
    remaining: { type: 'number', required: true, default: 0 },
    reductionRate: { type: 'number', required: true, default: 0 },
    updated: { type: 'string', required: true },
  },
  indexes: {
    igniteOfAgency: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
