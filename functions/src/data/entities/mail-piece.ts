import { MAIL_CLASSES, MAIL_STAGES, PIECE_EXCEPTIONS } from '@msc/shared/model/mail-tracking';
import { lazyEntity } from '../lazy-entity';

/** The value of `outForDeliveryDay` and `exceptionAt` while there is none (the sparse indexes leave it out). */
export const NONE = 'none';

/**
 * One mailed piece (issue 49): a recipient of a drop with its Intelligent Mail barcode (mailer id, serial,
 * the 20-digit tracking code and the routing ZIP+4), assigned when its drop is mailed, and where its scans
 * say it is. Keyed by its tracking code, as scans name it; agency-owned through its drop. Written whole
 * (`put`) over the `version` read, so that two scans of one piece at once cannot lose either.
 */
export const MailPieceEntity = lazyEntity({
  model: { entity: 'mailPiece', version: '1', service: 'msc' },
  attributes: {
    trackingCode: { type: 'string', required: true },
    /** The IMb's routing code: the destination ZIP+4 (9 digits) or ZIP (5). */
    routingCode: { type: 'string', required: true },
    mailerId: { type: 'string', required: true },
    serial: { type: 'string', required: true },
    mailClass: { type: MAIL_CLASSES, required: true, default: 'marketing' },
    agencyId: { type: 'number', required: true },
    userName: { type: 'string', required: true },
    orderId: { type: 'string', required: true },
    orderNumber: { type: 'string', required: true },
    itemId: { type: 'string', required: true },
    dropNumber: { type: 'number', required: true },
    /** The drop's mail date (YYYY-MM-DD). */
    mailDate: { type: 'string', required: true },
    /** The recipient: its order detail row (when it has one) and its name and address as mailed. */
    rowNumber: { type: 'number' },
    firstName: { type: 'string', required: true },
    lastName: { type: 'string', required: true },
    addressLine1: { type: 'string', required: true },
    addressLine2: { type: 'string' },
    city: { type: 'string', required: true },
    state: { type: 'string', required: true },
    /** ZIP or ZIP+4 as "12345-6789". */
    postalCode: { type: 'string', required: true },
    phone: { type: 'string' },
    /** The furthest stage its scans reached (`mailed` before the first) and the earliest scan of each. */
    stage: { type: MAIL_STAGES, required: true, default: 'mailed' },
    enteredMailStreamAt: { type: 'string' },
    inLocalAreaAt: { type: 'string' },
    outForDeliveryAt: { type: 'string' },
    returnedAt: { type: 'string' },
    forwardedAt: { type: 'string' },
    forwardZip: { type: 'string' },
    lastScanAt: { type: 'string' },
    /** The business day it went out for delivery, or `none`. */
    outForDeliveryDay: { type: 'string', required: true, default: NONE },
    /** Returned (wins over a forward) or forwarded, or `none`, and since when. */
    exception: { type: [...PIECE_EXCEPTIONS, NONE] as const, required: true, default: NONE },
    exceptionAt: { type: 'string', required: true, default: NONE },
    /** Counts the piece's writes: each is conditioned on the one read. */
    version: { type: 'number', required: true, default: 0 },
  },
  indexes: {
    byTrackingCode: {
      pk: { field: 'pk', composite: ['trackingCode'] },
      sk: { field: 'sk', composite: [] },
    },
    /** A drop's pieces, by serial. */
    piecesOfDrop: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['agencyId', 'orderId', 'itemId', 'dropNumber'] },
      sk: { field: 'gsi1sk', composite: ['serial'] },
    },
    /** The agency's pieces out for delivery, by day (sparse: only those that went out). */
    outForDeliveryOfAgency: {
      index: 'gsi2',
      condition: (attributes) =>
        attributes.outForDeliveryDay !== undefined && attributes.outForDeliveryDay !== NONE,
      pk: { field: 'gsi2pk', composite: ['agencyId'] },
      sk: { field: 'gsi2sk', composite: ['outForDeliveryDay', 'trackingCode'] },
    },
    /** The agency's returned, or forwarded, pieces since a day (sparse: only those). */
    exceptionsOfAgency: {
      index: 'gsi3',
      condition: (attributes) => attributes.exception !== undefined && attributes.exception !== NONE,
      pk: { field: 'gsi3pk', composite: ['agencyId', 'exception'] },
      sk: { field: 'gsi3sk', composite: ['exceptionAt', 'trackingCode'] },
    },
  },
});
