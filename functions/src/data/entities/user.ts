import { ALL_ROLES } from '@msc/shared/rules/roles';
import { userSearchTextOf } from '@msc/shared/rules/word-search';
import { IDENTITY_PARTITION } from '../identity-partition';
import { lazyEntity } from '../lazy-entity';

/** A portal user. Roles and agencies come from here, never from the browser. */
export const UserEntity = lazyEntity({
  model: { entity: 'user', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    email: { type: 'string', required: true },
    /** The Cognito identity bound to this user at the first sign-in (see userLogin); never rebound. */
    sub: { type: 'string' },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    roles: { type: 'set', items: [...ALL_ROLES] as string[], required: true },
    primaryRole: { type: ALL_ROLES as unknown as string[], required: true },
    /** 0 when the user has no default agency. */
    defaultAgencyId: { type: 'number', required: true, default: 0 },
    /** The agency in effect when it differs from the default (Change Agency). */
    currentAgencyId: { type: 'number' },
    /** The initial Change Agency modal was answered. */
    hasChosenAgency: { type: 'boolean', required: true, default: false },
    /** The payment provider's customer id (Stripe cus_…), created on the first saved card. */
    paymentCustomerId: { type: 'string' },
    /** When an admin disabled the user: they can no longer sign in or call the API until re-enabled. */
    disabledAt: { type: 'string' },
    /** Bumped by every role or membership edit, which is conditioned on the one read (absent: 0). */
    version: { type: 'number' },
    /** Lower-cased "last first email": what the staff user search's index is made from (word-search.ts). */
    searchText: {
      type: 'string',
      watch: ['firstName', 'lastName', 'email'],
      set: (_, item) => userSearchTextOf(item as { lastName: string; firstName: string; email: string }),
    },
  },
  indexes: {
    byUserName: {
      pk: { field: 'pk', composite: ['userName'], template: IDENTITY_PARTITION },
      sk: { field: 'sk', composite: [] },
    },
    /** Every user ordered by last name: the user search index's job and the seed go through them. */
    allUsers: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: [] },
      sk: { field: 'gsi1sk', composite: ['lastName', 'firstName', 'userName'] },
    },
  },
});
