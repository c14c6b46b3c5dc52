import { SCAN_EVENTS } from '@msc/shared/model/mail-tracking';
import { lazyEntity } from '../lazy-entity';

/**
 * One scan of a mailed piece (issue 49), as the IV-MTR receiver or the local emulator handed it in. Its key
 * is the scan itself (piece, time, event, facility): the same scan delivered twice is one item, written
 * once (`create`), which is what makes ingestion idempotent.
 */
export const ScanEventEntity = lazyEntity({
  model: { entity: 'scanEvent', version: '1', service: 'msc' },
  attributes: {
    trackingCode: { type: 'string', required: true },
    /** The scan's own time (ISO instant, UTC). */
    scannedAt: { type: 'string', required: true },
    event: { type: SCAN_EVENTS, required: true },
    facilityZip: { type: 'string', required: true },
    forwardZip: { type: 'string' },
    /** When the portal took it in (ISO instant). */
    receivedAt: { type: 'string', required: true },
  },
  indexes: {
    eventsOfPiece: {
      pk: { field: 'pk', composite: ['trackingCode'] },
      sk: { field: 'sk', composite: ['scannedAt', 'event', 'facilityZip'] },
    },
  },
});
