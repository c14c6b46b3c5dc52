import { lazyEntity } from '../lazy-entity';

const DROP_COUNTS_PARTITION =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
  '$msc#dropcounts#agencyid_${agencyId}#orderid_${orderId}#itemid_${itemId}#dropnumber_${dropNumber}';

/** How many items a drop's counts are spread over (by serial): scans of one drop update different items. */
export const DROP_COUNT_SHARDS = 8;

/**
 * A drop's pieces counted by stage (issue 49), kept by ingestion in the transaction that moves a piece:
 * `reached*` counts the pieces that reached a stage (each piece once), `at*` those at it now (the furthest
 * reached), `forwarded` those forwarded. Spread over `DROP_COUNT_SHARDS` items of one partition (one Query
 * reads them all) so that concurrent scans of a drop seldom write the same item.
 */
export const MailDropCountsEntity = lazyEntity({
  model: { entity: 'mailDropCounts', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    orderId: { type: 'string', required: true },
    itemId: { type: 'string', required: true },
    dropNumber: { type: 'number', required: true },
    shard: { type: 'number', required: true },
    pieces: { type: 'number', required: true, default: 0 },
    atMailed: { type: 'number', required: true, default: 0 },
    atEnteredMailStream: { type: 'number', required: true, default: 0 },
    atInLocalArea: { type: 'number', required: true, default: 0 },
    atOutForDelivery: { type: 'number', required: true, default: 0 },
    atReturned: { type: 'number', required: true, default: 0 },
    reachedEnteredMailStream: { type: 'number', required: true, default: 0 },
    reachedInLocalArea: { type: 'number', required: true, default: 0 },
    reachedOutForDelivery: { type: 'number', required: true, default: 0 },
    reachedReturned: { type: 'number', required: true, default: 0 },
    forwarded: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    countsOfDrop: {
      pk: {
        field: 'pk',
        composite: ['agencyId', 'orderId', 'itemId', 'dropNumber'],
        // A partition family of its own (not the agency's `$msc#agencyid_…`): the scan receiver's grant to
        // write counts reaches no other agency item (IAM conditions writes on partition keys only).
        template: DROP_COUNTS_PARTITION,
      },
      sk: { field: 'sk', composite: ['shard'] },
    },
  },
});
