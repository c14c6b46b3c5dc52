import { lazyEntity } from '../lazy-entity';

const DROP_MAILING_PARTITION =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: ElectroDB's key template, filled by ElectroDB.
  '$msc#dropmailing#agencyid_${agencyId}#orderid_${orderId}#itemid_${itemId}#dropnumber_${dropNumber}';

/**
 * A drop to mail (issue 49): written when the order's recipient rows are, read by the `mail-drops` job on
 * its mail date, which gives each recipient of the drop a mailed piece with its IMb. `pending` until then
 * (the sparse `dropsToMail` index lists those by mail date), then `mailed` (or `canceled`: the drop was).
 */
export const DropMailingEntity = lazyEntity({
  model: { entity: 'dropMailing', version: '1', service: 'msc' },
  attributes: {
    agencyId: { type: 'number', required: true },
    userName: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    itemId: { type: 'string', required: true },
    dropNumber: { type: 'number', required: true },
    /** The drop's mail date as placed (YYYY-MM-DD); a moved drop is filed again under its new one. */
    mailDate: { type: 'string', required: true },
    status: { type: ['pending', 'mailed', 'canceled'] as const, required: true, default: 'pending' },
    /** The sparse index's one partition. */
    queue: { type: ['dropsToMail'] as const, required: true, default: 'dropsToMail' },
    /** Pieces mailed; recipients left out (no US ZIP to route to). */
    pieces: { type: 'number' },
    skipped: { type: 'number' },
    mailedAt: { type: 'string' },
  },
  indexes: {
    byDrop: {
      pk: {
        field: 'pk',
        composite: ['agencyId', 'orderId', 'itemId', 'dropNumber'],
        // Apart from the agency's `$msc#agencyid_…` items: only the mail-drops job and the recipients workflow write it.
        template: DROP_MAILING_PARTITION,
      },
      sk: { field: 'sk', composite: [] },
    },
    dropsToMail: {
      index: 'gsi4',
      condition: (attributes) => attributes.status === 'pending',
      pk: { field: 'gsi4pk', composite: ['queue'] },
      sk: { field: 'gsi4sk', composite: ['mailDate', 'orderId', 'itemId', 'dropNumber'] },
    },
  },
});
