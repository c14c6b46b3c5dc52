import type { MailClass } from '../model/mail-tracking';

/**
 * The digits of a USPS Intelligent Mail barcode (USPS-B-3200; issue 49): a 20-digit tracking code and a
 * routing code of 0, 5, 9 or 11 digits. The bars themselves are bwip-js's `onecode`
 * (functions/src/documents/intelligent-mail-barcode.ts).
 *
 * Tracking code: barcode id (2 digits, the second 0-4; `00`: no optional endorsement line), service type id
 * (3), mailer id (6 digits, or 9 beginning with 9) and the piece's serial (9 digits after a 6-digit mailer
 * id, 6 after a 9-digit one), unique per mailer id for 45 days.
 */
export const IMB_BARCODE_ID = '00';

/**
 * Service type ids of Full-Service mail with IV-MTR tracking and no address correction, by class: what
 * turns on the scans the portal reads.
 */
export const SERVICE_TYPE_IDS: Record<MailClass, string> = { firstClass: '270', marketing: '271' };

const digits = (value: string, lengths: readonly number[]) =>
  /^\d+$/u.test(value) && lengths.includes(value.length);

/** Whether a mailer id is one USPS assigns: 6 digits (first 0-8) or 9 (first 9). */
export const isMailerId = (mailerId: string): boolean =>
  (digits(mailerId, [6]) && mailerId[0] !== '9') || (digits(mailerId, [9]) && mailerId[0] === '9');

/** How many digits a mailer id leaves its serials: the tracking code's mailer id and serial are 15. */
export const serialWidth = (mailerId: string): number => 15 - mailerId.length;

/** The serial of the `index`-th piece a mailer id mails, wrapped to its width and zero-padded. */
export function serialOf(mailerId: string, index: number): string {
  const width = serialWidth(mailerId);
  return String(index % 10 ** width).padStart(width, '0');
}

export interface TrackingFields {
  barcodeId?: string;
  serviceTypeId: string;
  mailerId: string;
  serial: string;
}

/** The 20-digit tracking code; throws on a field USPS would refuse. */
export function trackingCodeOf(fields: TrackingFields): string {
  const barcodeId = fields.barcodeId ?? IMB_BARCODE_ID;
  if (!/^\d[0-4]$/u.test(barcodeId)) throw new RangeError(`Not an IMb barcode id: ${barcodeId}`);
  if (!digits(fields.serviceTypeId, [3]))
    throw new RangeError(`Not a service type id: ${fields.serviceTypeId}`);
  if (!isMailerId(fields.mailerId)) throw new RangeError(`Not a mailer id: ${fields.mailerId}`);
  if (!digits(fields.serial, [serialWidth(fields.mailerId)]))
    throw new RangeError(`Not a ${serialWidth(fields.mailerId)}-digit serial: ${fields.serial}`);
  return `${barcodeId}${fields.serviceTypeId}${fields.mailerId}${fields.serial}`;
}

/**
 * The routing code of a destination: its ZIP+4 ("12345-6789" or "123456789"), its ZIP alone, or with the
 * delivery point's two digits the 11-digit code. Undefined for anything else (a foreign postal code).
 */
export function routingCodeOf(postalCode: string, deliveryPoint?: string): string | undefined {
  const zip = postalCode.replace(/[\s-]/gu, '');
  if (!digits(zip, [5, 9])) return undefined;
  if (deliveryPoint !== undefined && zip.length === 9 && digits(deliveryPoint, [2]))
    return `${zip}${deliveryPoint}`;
  return zip;
}

/** The 20 to 31 digits the barcode encodes: the tracking code, then the routing code. */
export const imbDigits = (trackingCode: string, routingCode: string): string =>
  `${trackingCode}${routingCode}`;

/** The tracking code's fields back (a 9-digit mailer id begins with 9). */
export function trackingFieldsOf(trackingCode: string): Required<TrackingFields> {
  const mailerLength = trackingCode[5] === '9' ? 9 : 6;
  return {
    barcodeId: trackingCode.slice(0, 2),
    serviceTypeId: trackingCode.slice(2, 5),
    mailerId: trackingCode.slice(5, 5 + mailerLength),
    serial: trackingCode.slice(5 + mailerLength),
  };
}
