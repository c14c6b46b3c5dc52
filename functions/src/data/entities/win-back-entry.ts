import { lazyEntity } from '../lazy-entity';
import { personFields } from './attribute-types';

/**
 * A former auto customer on an agency's Win Back list (spec 2: cancelled 30 days to 3 years ago; the
 * list is rebuilt monthly and mailed on the 13th). Agency-owned. One list per month (`listMonth`,
 * YYYY-MM) in the agency partition: the report and the order flow read the current month's list.
 */
export const WinBackEntryEntity = lazyEntity({
  model: { entity: 'winBackEntry', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    listMonth: { type: 'string', required: true },
    statCode: { type: 'string', required: true },
    ...personFields,
    cancelDate: { type: 'string', required: true },
    customerSinceDate: { type: 'string' },
    /** The 13th of the month after the list month (next business day). */
    mailDate: { type: 'string', required: true },
  },
  indexes: {
    entriesOfList: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['listMonth', 'policyNumber'] },
    },
  },
});
