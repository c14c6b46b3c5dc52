import type { ScanEvent } from '@msc/shared/model/mail-tracking';
import { foldScan, isUnchanged, trackingChange } from '@msc/shared/rules/scan-tracking';
import type { EntityItem } from 'electrodb';
import { MailDropCountsEntity } from '#data/entities/mail-drop-counts';
import { MailPieceEntity } from '#data/entities/mail-piece';
import { ScanEventEntity } from '#data/entities/scan-event';
import { conditionFailed } from '#platform/condition-failed';
import { storeDb } from '#platform/store-db';
import { countShardOf, type MailPieceRecord, pieceOf } from './mail-pieces-store';
import { trackingOf, withTracking } from './piece-tracking';

/**
 * Scan ingestion (issue 49): each scan is kept once (its key is the scan), and the piece it moves and its
 * drop's counts change in the same transaction, conditioned on the piece's version read. So the same scan
 * twice counts once, and scans in any order leave the piece at the furthest stage their timestamps give.
 */
const db = /* @__PURE__ */ storeDb({
  scanEvent: ScanEventEntity,
  mailPiece: MailPieceEntity,
  mailDropCounts: MailDropCountsEntity,
});

export type ScanEventRecord = EntityItem<typeof ScanEventEntity>;

/** What became of a scan: kept (and the piece moved, or not), a scan already kept, or a piece we never mailed. */
export type IngestOutcome = 'recorded' | 'duplicate' | 'unknownPiece';

/** Tries of a scan whose piece another scan wrote meanwhile. */
const RACES = 5;

/** The scan as its item: its instant in UTC, so the same scan written with another offset is the same key. */
function scanItem(scan: ScanEvent, receivedAt: string): ScanEventRecord {
  return {
    trackingCode: scan.trackingCode,
    scannedAt: new Date(Date.parse(scan.scannedAt)).toISOString(),
    event: scan.event,
    facilityZip: scan.facilityZip,
    ...(scan.forwardZip ? { forwardZip: scan.forwardZip } : {}),
    receivedAt,
  };
}

/** The counts a piece's move adds to its drop's shard (the stages newly reached, the stage left and the one now). */
function countsDelta(before: MailPieceRecord, after: MailPieceRecord): Record<string, number> {
  const change = trackingChange(trackingOf(before), trackingOf(after));
  const delta: Record<string, number> = {};
  const name = (prefix: string, stage: string) => `${prefix}${stage[0]!.toUpperCase()}${stage.slice(1)}`;
  for (const stage of change.reached) delta[name('reached', stage)] = 1;
  if (change.left !== change.at) {
    delta[name('at', change.left)] = -1;
    delta[name('at', change.at)] = 1;
  }
  if (change.forwarded) delta.forwarded = 1;
  return delta;
}

/** Takes in one scan (validated by `ScanEvent`) received at `receivedAt` (ISO). */
export async function ingestScan(scan: ScanEvent, receivedAt: string): Promise<IngestOutcome> {
  const item = scanItem(scan, receivedAt);
  for (let race = 0; race < RACES; race += 1) {
    const piece = await pieceOf(scan.trackingCode);
    if (!piece) return 'unknownPiece';
    const before = trackingOf(piece);
    const after = foldScan(before, scan);
    if (isUnchanged(before, after)) return (await keepScan(item)) ? 'recorded' : 'duplicate';
    const moved = withTracking(piece, after);
    const delta = countsDelta(piece, moved);
    const result = await db()
      .transaction.write(({ scanEvent, mailPiece, mailDropCounts }) => [
        scanEvent.create(item).commit(),
        mailPiece
          .put(moved)
          .where(({ version }, { eq }) => eq(version, piece.version))
          .commit(),
        ...(Object.keys(delta).length > 0
          ? [
              mailDropCounts
                .update({
                  agencyId: piece.agencyId,
                  orderId: piece.orderId,
                  itemId: piece.itemId,
                  dropNumber: piece.dropNumber,
                  shard: countShardOf(piece.serial),
                })
                .add(delta as never)
                .commit(),
            ]
          : []),
      ])
      .go();
    if (!result.canceled) return 'recorded';
    if (result.data[0]?.rejected) return 'duplicate';
  }
  throw new Error(`Scan of ${scan.trackingCode} lost ${RACES} races for its piece`);
}

/** Keeps a scan that moves nothing (its piece already past it): false when it was kept before. */
async function keepScan(item: ScanEventRecord): Promise<boolean> {
  try {
    await db().entities.scanEvent.create(item).go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}

/** A piece's scans in the order they happened. */
export async function eventsOfPiece(trackingCode: string): Promise<ScanEventRecord[]> {
  const { data } = await db().entities.scanEvent.query.eventsOfPiece({ trackingCode }).go({ pages: 'all' });
  return data;
}
