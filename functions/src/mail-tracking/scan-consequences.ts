import type { ScanEvent } from '@msc/shared/model/mail-tracking';
import { mailingAddressLine } from '@msc/shared/rules/list-cleaning';
import { dropDaysBetween } from '@msc/shared/rules/observed-in-home';
import { outForDeliveryDay, type TrackingChange, trackingChange } from '@msc/shared/rules/scan-tracking';
import { getAgency } from '#platform/identity-store';
import { markRecipientMoved } from '#retention/index';
import { suppressReturnedAddress } from '#suppression/index';
import { recordDeliveryTime } from './delivery-times-store';
import { type MailPieceRecord, pieceOf } from './mail-pieces-store';
import { trackingOf } from './piece-tracking';
import { type IngestOutcome, ingestScan } from './scan-events-store';

/**
 * A scan taken in, and acted on (issue 49): what the scan changed in its piece decides. A return puts the
 * address on the suppression list with its reason (the next list's cleaning leaves it out as returned
 * mail); a forward marks the recipient as moved (the agency's Moving list); the first out-for-delivery scan
 * adds the piece's transit time to its destination's observed delivery times (the planner learns). The
 * adapters (the IV-MTR receiver, the local emulator) call this rather than `ingestScan`.
 *
 * Each consequence follows the piece as read before and after ingestion: a return or a forward twice
 * changes nothing (both writes are idempotent); the delivery time is counted when this scan was the one
 * that moved the piece out for delivery.
 */
export async function ingestScanAndAct(scan: ScanEvent, receivedAt: string): Promise<IngestOutcome> {
  const before = await pieceOf(scan.trackingCode);
  const outcome = await ingestScan(scan, receivedAt);
  if (outcome !== 'recorded' || !before) return outcome;
  const after = await pieceOf(scan.trackingCode);
  if (after) await actOn(after, trackingChange(trackingOf(before), trackingOf(after)));
  return outcome;
}

async function actOn(piece: MailPieceRecord, change: TrackingChange): Promise<void> {
  const tracking = trackingOf(piece);
  if (change.reached.includes('returned')) {
    await suppressReturnedAddress(mailingAddressLine(piece), piece.postalCode);
  }
  if (change.forwarded) {
    const agency = await getAgency(piece.agencyId);
    await markRecipientMoved({
      agencyId: piece.agencyId,
      statCode: agency?.statId ?? '',
      pieceId: piece.trackingCode,
      firstName: piece.firstName,
      lastName: piece.lastName,
      address: piece,
      movedOn: tracking.forwardedAt!.slice(0, 10),
    });
  }
  const outDay = outForDeliveryDay(tracking);
  if (change.reached.includes('outForDelivery') && outDay) {
    await recordDeliveryTime({
      zip3: piece.postalCode.slice(0, 3),
      mailClass: piece.mailClass,
      month: outDay.slice(0, 7),
      days: dropDaysBetween(piece.mailDate, outDay),
    });
  }
}
