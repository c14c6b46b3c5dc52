import type { PieceTracking } from '@msc/shared/rules/scan-tracking';
import { outForDeliveryDay } from '@msc/shared/rules/scan-tracking';
import type { MailPieceRecord } from './mail-pieces-store';

/** A stored piece's tracking, for the fold (`rules/scan-tracking.ts`). */
export function trackingOf(piece: MailPieceRecord): PieceTracking {
  const reachedAt: PieceTracking['reachedAt'] = {};
  if (piece.enteredMailStreamAt) reachedAt.enteredMailStream = piece.enteredMailStreamAt;
  if (piece.inLocalAreaAt) reachedAt.inLocalArea = piece.inLocalAreaAt;
  if (piece.outForDeliveryAt) reachedAt.outForDelivery = piece.outForDeliveryAt;
  if (piece.returnedAt) reachedAt.returned = piece.returnedAt;
  return {
    stage: piece.stage,
    reachedAt,
    ...(piece.forwardedAt ? { forwardedAt: piece.forwardedAt } : {}),
    ...(piece.forwardZip ? { forwardZip: piece.forwardZip } : {}),
    ...(piece.lastScanAt ? { lastScanAt: piece.lastScanAt } : {}),
  };
}

/** The stored piece with a new tracking, its list keys derived (out-for-delivery day, exception) and its version moved on. */
export function withTracking(piece: MailPieceRecord, tracking: PieceTracking): MailPieceRecord {
  const { reachedAt } = tracking;
  const exception = reachedAt.returned ? 'returned' : tracking.forwardedAt ? 'forwarded' : 'none';
  return {
    ...piece,
    stage: tracking.stage,
    enteredMailStreamAt: reachedAt.enteredMailStream,
    inLocalAreaAt: reachedAt.inLocalArea,
    outForDeliveryAt: reachedAt.outForDelivery,
    returnedAt: reachedAt.returned,
    forwardedAt: tracking.forwardedAt,
    forwardZip: tracking.forwardZip,
    lastScanAt: tracking.lastScanAt,
    outForDeliveryDay: outForDeliveryDay(tracking) ?? 'none',
    exception,
    exceptionAt:
      exception === 'returned'
        ? reachedAt.returned!
        : exception === 'forwarded'
          ? tracking.forwardedAt!
          : 'none',
    version: piece.version + 1,
  };
}
