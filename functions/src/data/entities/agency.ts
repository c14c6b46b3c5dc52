import { AGENCY_PARTITION } from '../agency-partition';
import { lazyEntity } from '../lazy-entity';
import { storedPostalFields } from './attribute-types';

const CompanySegment = {
  type: 'list',
  items: {
    type: 'map',
    properties: {
      companySegmentId: { type: 'number', required: true },
      companyName: { type: 'string', required: true },
      addressLine1: { type: 'string', required: true },
      addressLine2: { type: 'string' },
      city: { type: 'string', required: true },
      state: { type: 'string', required: true },
      postalCode: { type: 'string', required: true },
      phoneNumber: { type: 'string', required: true },
      email: { type: 'string' },
    },
  },
} as const;

/** An agency: an owner master, or a sub code of one (ownerMasterId set), or a stand-alone agency. */
export const AgencyEntity = lazyEntity({
  model: { entity: 'agency', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    agencyName: { type: 'string', required: true },
    statId: { type: 'string', required: true },
    isOwnerMaster: { type: 'boolean', required: true, default: false },
    /** On a sub code: the agencyId of its owner master; 0 on every other agency. */
    ownerMasterId: { type: 'number', required: true, default: 0 },
    isLicenseNumberRequired: { type: 'boolean', required: true, default: false },
    ...storedPostalFields,
    phone: { type: 'string', required: true },
    emailAddress: { type: 'string' },
    policyHoldersCount: { type: 'number', required: true, default: 0 },
    companySegment: CompanySegment,
  },
  indexes: {
    byAgencyId: {
      pk: { field: 'pk', composite: ['agencyId'], template: AGENCY_PARTITION },
      sk: { field: 'sk', composite: [] },
    },
    /** Staff agency search: every agency, by name. */
    allAgencies: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['agencyName', 'agencyId'] },
    },
    /** The sub codes of an owner master, by stat code. */
    subCodesOfOwnerMaster: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['ownerMasterId'] },
      sk: { field: 'gsi2sk', composite: ['statId'] },
    },
  },
});
