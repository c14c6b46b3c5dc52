import * as z from 'zod';

/**
 * Where a mailed piece is in the mail stream (issue 49), furthest last: mailed (its IMb assigned, no scan
 * yet), entered the mail stream (origin processing), in the local area (destination processing), out for
 * delivery (processed for delivery: the carrier has it), returned to sender. "Delivered" is an estimate
 * from out for delivery, never a scan. A forward is a flag beside the stage, not a stage.
 */
export const MAIL_STAGES = [
  'mailed',
  'enteredMailStream',
  'inLocalArea',
  'outForDelivery',
  'returned',
] as const;
export type MailStage = (typeof MAIL_STAGES)[number];

/** The stages a scan can report (every stage but `mailed`, which the portal sets when it assigns the IMb). */
export const SCANNED_STAGES = ['enteredMailStream', 'inLocalArea', 'outForDelivery', 'returned'] as const;
export type ScannedStage = (typeof SCANNED_STAGES)[number];

/** What one scan says happened: a stage reached, or the piece forwarded to a new address. */
export const SCAN_EVENTS = [...SCANNED_STAGES, 'forwarded'] as const;
export type ScanEventKind = (typeof SCAN_EVENTS)[number];

/** The 20 digits of an IMb's tracking code: barcode id (2), service type id (3), mailer id (6 or 9), serial (9 or 6). */
export const TrackingCode = z.string().regex(/^\d[0-4]\d{18}$/u);
/** An IMb's routing code: none, a ZIP (5), a ZIP+4 (9) or a delivery point (11). */
export const RoutingCode = z.string().regex(/^(\d{5}|\d{9}|\d{11})?$/u);

/**
 * One scan of one piece as the adapters hand it to ingestion (an IV-MTR-style record): the piece by its
 * IMb tracking code, what happened, when (an ISO instant: the scan's own time, not when it arrived) and
 * where (the facility's ZIP). `forwardZip` names the new destination of a forward.
 */
export const ScanEvent = z.object({
  trackingCode: TrackingCode,
  event: z.enum(SCAN_EVENTS),
  scannedAt: z.iso.datetime({ offset: true }),
  facilityZip: z.string().regex(/^\d{5}$/u),
  forwardZip: z
    .string()
    .regex(/^\d{5}$/u)
    .optional(),
});
export type ScanEvent = z.infer<typeof ScanEvent>;

/** The mail class a piece travels by: the in-home planner learns transit times per class and destination. */
export const MAIL_CLASSES = ['marketing', 'firstClass'] as const;
export type MailClass = (typeof MAIL_CLASSES)[number];

/** The exception a piece is listed under for the agent: returned to sender, or forwarded (moved). */
export const PIECE_EXCEPTIONS = ['returned', 'forwarded'] as const;
export type PieceException = (typeof PIECE_EXCEPTIONS)[number];

/**
 * The handling events of an IV-MTR-style scan record, by the mail phase USPS reports: origin processing
 * (entered the mail stream), destination processing (in the local area), processed for delivery (out for
 * delivery), returned to sender, forwarded. Our names for them; each is one `ScanEventKind`.
 */
export const HANDLING_EVENTS = {
  ORIGIN_PROCESSING: 'enteredMailStream',
  DESTINATION_PROCESSING: 'inLocalArea',
  PROCESSED_FOR_DELIVERY: 'outForDelivery',
  RETURN_TO_SENDER: 'returned',
  FORWARD: 'forwarded',
} as const satisfies Record<string, ScanEventKind>;
export type HandlingEvent = keyof typeof HANDLING_EVENTS;

/**
 * One line of a scan file (JSON lines, IV-MTR's piece scan feed in our names): the full IMb's digits
 * (tracking code and routing code), the handling event, the scan's own time and the facility's ZIP.
 */
export const ScanRecord = z.object({
  imb: z.string().regex(/^\d[0-4]\d{18}(\d{5}|\d{9}|\d{11})?$/u),
  handlingEvent: z.enum(Object.keys(HANDLING_EVENTS) as [HandlingEvent, ...HandlingEvent[]]),
  scanDatetime: z.iso.datetime({ offset: true }),
  scanFacilityZip: z.string().regex(/^\d{5}$/u),
  forwardZip: z
    .string()
    .regex(/^\d{5}$/u)
    .optional(),
});
export type ScanRecord = z.infer<typeof ScanRecord>;

/** The scan a record reports. */
export const scanEventOf = (record: ScanRecord): ScanEvent => ({
  trackingCode: record.imb.slice(0, 20),
  event: HANDLING_EVENTS[record.handlingEvent],
  scannedAt: record.scanDatetime,
  facilityZip: record.scanFacilityZip,
  ...(record.forwardZip ? { forwardZip: record.forwardZip } : {}),
});
