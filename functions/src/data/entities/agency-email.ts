import { lazyEntity } from '../lazy-entity';
import { createdAt, stringList } from './attribute-types';

/**
 * An agency email preference (spec 1 §3 "Agency email"). Agency-owned: keys start with the agency id.
 * The profile lists the agency's emails (one partition); the per-company-segment index lists those of
 * one segment (agencies without a segment use segment 0).
 */
export const AgencyEmailEntity = lazyEntity({
  model: { entity: 'agencyEmail', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    emailId: { type: 'string', required: true },
    companySegmentId: { type: 'number', required: true, default: 0 },
    name: { type: 'string', required: true },
    email: { type: 'string', required: true },
    programs: stringList,
    createdBy: { type: 'string' },
    created: createdAt,
  },
  indexes: {
    emailsOfAgency: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['emailId'] },
    },
    emailsOfCompanySegment: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['agencyId', 'companySegmentId'] },
      sk: { field: 'gsi1sk', composite: ['emailId'] },
    },
  },
});
