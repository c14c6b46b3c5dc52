import type { ArrivingRow, MailPieceRow, PieceScan } from '@msc/shared/model/mail-visibility';
import { followUpCallDate, isDeliveredByEstimate } from '@msc/shared/rules/drop-timeline';
import type { MailPieceRecord, ScanEventRecord } from '#mail-tracking/index';

const NONE = 'none';

/** The recipient as the piece was mailed (DynamoDB keeps no empty second line). */
const recipientOf = (piece: MailPieceRecord) => ({
  firstName: piece.firstName,
  lastName: piece.lastName,
  addressLine1: piece.addressLine1,
  ...(piece.addressLine2 ? { addressLine2: piece.addressLine2 } : {}),
  city: piece.city,
  state: piece.state,
  postalCode: piece.postalCode,
});

const outDay = (piece: MailPieceRecord) =>
  piece.outForDeliveryDay && piece.outForDeliveryDay !== NONE ? piece.outForDeliveryDay : undefined;

/** A piece of a drop and where it is. */
export function toPieceRow(piece: MailPieceRecord, now: Date): MailPieceRow {
  return {
    trackingCode: piece.trackingCode,
    ...recipientOf(piece),
    stage: piece.stage,
    deliveredByEstimate: piece.stage === 'outForDelivery' && isDeliveredByEstimate(outDay(piece), now),
    forwarded: Boolean(piece.forwardedAt),
    ...(piece.lastScanAt ? { lastScanAt: piece.lastScanAt } : {}),
  };
}

export function toScan(scan: ScanEventRecord): PieceScan {
  return {
    event: scan.event,
    scannedAt: scan.scannedAt,
    facilityZip: scan.facilityZip,
    ...(scan.forwardZip ? { forwardZip: scan.forwardZip } : {}),
  };
}

/** A recipient to call: out for delivery (not returned since), with the day to call from. */
export function toArrivingRow(piece: MailPieceRecord): ArrivingRow {
  const day = outDay(piece)!;
  return {
    trackingCode: piece.trackingCode,
    ...recipientOf(piece),
    ...(piece.phone ? { phone: piece.phone } : {}),
    orderId: piece.orderId,
    orderNumber: piece.orderNumber,
    dropNumber: piece.dropNumber,
    outForDeliveryDay: day,
    callOn: followUpCallDate(day),
  };
}

/** By the day they went out, then by name: the order the agent calls in. */
export const byCallOrder = (a: ArrivingRow, b: ArrivingRow) =>
  a.outForDeliveryDay.localeCompare(b.outForDeliveryDay) ||
  a.lastName.localeCompare(b.lastName) ||
  a.firstName.localeCompare(b.firstName);
