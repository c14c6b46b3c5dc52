import { lazyEntity } from '../lazy-entity';
import { storedPostalFields } from './attribute-types';

/**
 * A monthly Moving list of an agency (spec 2 §3 "Moving list tile": date, records). Agency-owned. The
 * tiles are the agency partition read descending (newest month first, 12 per page); the refresh job
 * writes one per month.
 */
export const MovingListEntity = lazyEntity({
  model: { entity: 'movingList', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    /** YYYY-MM-DD, the first day of the month. */
    listDate: { type: 'string', required: true },
    statCode: { type: 'string', required: true },
    records: { type: 'number', required: true },
  },
  indexes: {
    listsOfAgency: {
      pk: { field: 'pk', composite: ['agencyId'] },
      sk: { field: 'sk', composite: ['listDate'] },
    },
  },
});

/** A record of a Moving list (spec 2 §3 "Moving record"); the detail table and exports page its partition. */
export const MovingRecordEntity = lazyEntity({
  model: { entity: 'movingRecord', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    listDate: { type: 'string', required: true },
    referenceId: { type: 'string', required: true },
    agencyCode: { type: 'string', required: true },
    recordDate: { type: 'string', required: true },
    policy: { type: 'string', required: true },
    type: { type: 'string', required: true },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    ...storedPostalFields,
    phone: { type: 'string' },
    forwardAddressLine1: { type: 'string', field: 'forwardAddress1' },
    forwardAddressLine2: { type: 'string', field: 'forwardAddress2' },
    forwardCity: { type: 'string' },
    forwardState: { type: 'string' },
    forwardPostalCode: { type: 'string', field: 'forwardZip' },
    forwardPhone: { type: 'string' },
    moveSource: { type: 'string' },
    moveType: { type: 'string' },
    moveDate: { type: 'string' },
    comments: { type: 'string' },
  },
  indexes: {
    recordsOfList: {
      pk: { field: 'pk', composite: ['agencyId', 'listDate'] },
      sk: { field: 'sk', composite: ['referenceId'] },
    },
  },
});
