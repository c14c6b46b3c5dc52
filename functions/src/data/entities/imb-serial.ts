import { lazyEntity } from '../lazy-entity';

/**
 * The next IMb serial of a mailer id (issue 49): a drop claims a block of serials with one atomic ADD, so
 * no two pieces of the mailer id share one (until the serials wrap, far beyond USPS's 45-day uniqueness).
 */
export const ImbSerialEntity = lazyEntity({
  model: { entity: 'imbSerial', version: '1', service: 'msc' },
  attributes: {
    mailerId: { type: 'string', required: true },
    /** Serials claimed so far (the next block starts here, modulo the serial's width). */
    claimed: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byMailerId: {
      pk: { field: 'pk', composite: ['mailerId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
});
