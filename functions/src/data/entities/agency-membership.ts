import { IDENTITY_PARTITION } from '../identity-partition';
import { lazyEntity } from '../lazy-entity';

/** A user may act for an agency. Name and stat code are copied so the agency list is one query. */
export const AgencyMembershipEntity = lazyEntity({
  model: { entity: 'agencyMembership', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    agencyId: { type: 'number', required: true },
    agencyName: { type: 'string', required: true },
    statId: { type: 'string', required: true },
    isOwnerMaster: { type: 'boolean', required: true },
  },
  indexes: {
    agenciesOfUser: {
      pk: { field: 'pk', composite: ['userName'], template: IDENTITY_PARTITION },
      sk: { field: 'sk', composite: ['agencyId'] },
    },
    usersOfAgency: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['agencyId'] },
      sk: { field: 'gsi1sk', composite: ['userName'] },
    },
  },
});
