import { CROSS_SELL_TYPE_CODES } from '@msc/shared/model/enum-values';
import { lazyEntity } from '../lazy-entity';

/**
 * The enrollment of an agency in an automated cross-sell programme (spec 1 §3 "Enrollment": statCode,
 * crossSellType, licenseNumber). Agency-owned. Written with `create()` (condition: not enrolled yet):
 * there is no un-enroll, and a repeated request finds the existing item. `oppType` holds the spec's
 * crossSellType (the same name as on opportunity rows, so the two share collections).
 */
export const EnrollmentEntity = lazyEntity({
  model: { entity: 'enrollment', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    oppType: { type: [...CROSS_SELL_TYPE_CODES], required: true },
    masterAgencyId: { type: 'number', required: true },
    statId: { type: 'string', required: true },
    licenseNumber: { type: 'string' },
    enrolledBy: { type: 'string', required: true },
    enrolledAt: { type: 'string', required: true },
  },
  indexes: {
    enrollmentsOfAgency: {
      collection: 'agencyOpportunities',
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['oppType'] },
    },
    enrollmentsOfSummary: {
      index: 'gsi1',
      collection: 'crossSellSummary',
      pk: { field: 'gsi1pk', composite: ['masterAgencyId', 'oppType'] },
      sk: { field: 'gsi1sk', composite: ['statId'] },
    },
  },
});
