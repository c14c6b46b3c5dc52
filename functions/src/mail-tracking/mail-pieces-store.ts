import type { MailStage, PieceException } from '@msc/shared/model/mail-tracking';
import type { CreateEntityItem, EntityItem } from 'electrodb';
import { ImbSerialEntity } from '#data/entities/imb-serial';
import { DROP_COUNT_SHARDS, MailDropCountsEntity } from '#data/entities/mail-drop-counts';
import { MailPieceEntity } from '#data/entities/mail-piece';
import { writeEvery } from '#platform/batch-calls';
import { storeDb } from '#platform/store-db';

/**
 * The mailed pieces (issue 49): their IMb serials, the pieces of a drop, a drop's counts by stage, and the
 * agency's lists (out for delivery in a date range, returned, forwarded). Scans are written by
 * `scan-events-store.ts`. README.md in this folder is the API.
 */
const db = /* @__PURE__ */ storeDb({
  imbSerial: ImbSerialEntity,
  mailPiece: MailPieceEntity,
  mailDropCounts: MailDropCountsEntity,
});

export type MailPieceRecord = EntityItem<typeof MailPieceEntity>;
/** A piece as its drop's mailing writes it: the tracking fields start empty. */
export type NewMailPiece = Omit<
  CreateEntityItem<typeof MailPieceEntity>,
  'stage' | 'outForDeliveryDay' | 'exception' | 'exceptionAt' | 'version'
>;

/** A drop of an order line, as the pieces and counts are keyed. */
export interface DropKey {
  agencyId: number;
  orderId: string;
  itemId: string;
  dropNumber: number;
}

/** A drop's pieces by stage: `reached` each stage (a piece once per stage), `at` each stage now, forwarded. */
export interface DropStageCounts {
  pieces: number;
  at: Record<MailStage, number>;
  reached: Record<Exclude<MailStage, 'mailed'>, number>;
  forwarded: number;
}

const BATCH = 25;

/** The shard of a piece's drop counts: its serial, round robin. */
export const countShardOf = (serial: string): number => Number(serial) % DROP_COUNT_SHARDS;

/**
 * Claims `count` consecutive serials of the mailer id (one atomic ADD): answers the first one's index; the
 * caller takes them modulo the serial's width (`rules/intelligent-mail.ts`).
 */
export async function claimSerials(mailerId: string, count: number): Promise<number> {
  const { data } = await db()
    .entities.imbSerial.update({ mailerId })
    .add({ claimed: count })
    .go({ response: 'all_new' });
  return (data.claimed ?? count) - count;
}

/** Puts one batch, putting again what DynamoDB left unprocessed (throttled) after a growing pause. */
const putBatch = (pieces: MailPieceRecord[]) =>
  writeEvery(
    pieces,
    (batch) => db().entities.mailPiece.put(batch).go(),
    (piece) => piece.trackingCode,
    'Mail pieces',
  );

/**
 * Writes a drop's mailed pieces (all at stage `mailed`) and counts them. Not idempotent by itself: the
 * mailing asks `dropCounts` first and mails a drop that has none (its serials are new each time).
 */
export async function recordMailedPieces(drop: DropKey, pieces: readonly NewMailPiece[]): Promise<void> {
  const records = pieces.map(
    (piece) =>
      ({
        ...piece,
        ...drop,
        stage: 'mailed',
        outForDeliveryDay: 'none',
        exception: 'none',
        exceptionAt: 'none',
        version: 0,
      }) as MailPieceRecord,
  );
  for (let start = 0; start < records.length; start += BATCH)
    await putBatch(records.slice(start, start + BATCH));
  const perShard = new Map<number, number>();
  for (const piece of records)
    perShard.set(countShardOf(piece.serial), (perShard.get(countShardOf(piece.serial)) ?? 0) + 1);
  for (const [shard, count] of perShard) {
    await db()
      .entities.mailDropCounts.update({ ...drop, shard })
      .add({ pieces: count, atMailed: count })
      .go();
  }
}

export async function pieceOf(trackingCode: string): Promise<MailPieceRecord | undefined> {
  const { data } = await db().entities.mailPiece.get({ trackingCode }).go({ consistent: true });
  return data ?? undefined;
}

/** A page of a drop's pieces by serial (`cursor` from the page before; null when it was the last). */
export async function piecesOfDrop(
  drop: DropKey,
  page: { limit?: number; cursor?: string | null } = {},
): Promise<{ pieces: MailPieceRecord[]; cursor: string | null }> {
  const { data, cursor } = await db()
    .entities.mailPiece.query.piecesOfDrop(drop)
    .go(page.limit === undefined ? { pages: 'all' } : { limit: page.limit, cursor: page.cursor ?? null });
  return { pieces: data, cursor: page.limit === undefined ? null : cursor };
}

/** The drop's piece at one end of its serials (lowest or highest), or undefined when none was mailed. */
async function endPieceOfDrop(drop: DropKey, order: 'asc' | 'desc') {
  const { data } = await db()
    .entities.mailPiece.query.piecesOfDrop(drop)
    .go({ order, limit: 1, attributes: ['serial'] });
  return data[0]?.serial;
}

/**
 * Page `pageNumber` of a drop's pieces by serial, and how many it has. A drop's serials are one block
 * (claimSerials), so the page starts at a serial computed from the lowest: three small reads, however many
 * pieces the drop mailed. A block that wrapped past the last serial (no longer one range) is read whole.
 */
export async function pageOfDropPieces(
  drop: DropKey,
  pageNumber: number,
  pageSize: number,
): Promise<{ pieces: MailPieceRecord[]; total: number }> {
  const [counts, lowest, highest] = await Promise.all([
    dropCounts(drop),
    endPieceOfDrop(drop, 'asc'),
    endPieceOfDrop(drop, 'desc'),
  ]);
  const total = counts?.pieces ?? 0;
  if (lowest === undefined || highest === undefined) return { pieces: [], total: 0 };
  const first = Number(lowest);
  if (Number(highest) - first + 1 !== total) {
    const { pieces } = await piecesOfDrop(drop);
    return { pieces: pieces.slice((pageNumber - 1) * pageSize, pageNumber * pageSize), total: pieces.length };
  }
  const start = String(first + (pageNumber - 1) * pageSize).padStart(lowest.length, '0');
  const { data } = await db()
    .entities.mailPiece.query.piecesOfDrop(drop)
    .gte({ serial: start })
    .go({ limit: pageSize });
  return { pieces: data, total };
}

const ZERO_COUNTS = (): DropStageCounts => ({
  pieces: 0,
  at: { mailed: 0, enteredMailStream: 0, inLocalArea: 0, outForDelivery: 0, returned: 0 },
  reached: { enteredMailStream: 0, inLocalArea: 0, outForDelivery: 0, returned: 0 },
  forwarded: 0,
});

/** A drop's counts by stage (its shards summed; one Query), or undefined when none of its pieces was mailed. */
export async function dropCounts(drop: DropKey): Promise<DropStageCounts | undefined> {
  const { data } = await db().entities.mailDropCounts.query.countsOfDrop(drop).go({ pages: 'all' });
  if (data.length === 0) return undefined;
  const sum = ZERO_COUNTS();
  for (const shard of data) {
    sum.pieces += shard.pieces ?? 0;
    sum.at.mailed += shard.atMailed ?? 0;
    sum.at.enteredMailStream += shard.atEnteredMailStream ?? 0;
    sum.at.inLocalArea += shard.atInLocalArea ?? 0;
    sum.at.outForDelivery += shard.atOutForDelivery ?? 0;
    sum.at.returned += shard.atReturned ?? 0;
    sum.reached.enteredMailStream += shard.reachedEnteredMailStream ?? 0;
    sum.reached.inLocalArea += shard.reachedInLocalArea ?? 0;
    sum.reached.outForDelivery += shard.reachedOutForDelivery ?? 0;
    sum.reached.returned += shard.reachedReturned ?? 0;
    sum.forwarded += shard.forwarded ?? 0;
  }
  return sum;
}

/** The agency's pieces that went out for delivery from `first` to `last` (business days, both included). */
export async function piecesOutForDelivery(
  agencyId: number,
  first: string,
  last: string,
): Promise<MailPieceRecord[]> {
  const { data } = await db()
    .entities.mailPiece.query.outForDeliveryOfAgency({ agencyId })
    .between({ outForDeliveryDay: first }, { outForDeliveryDay: `${last}\uffff` })
    .go({ pages: 'all' });
  return data;
}

/**
 * The agency's returned (or forwarded) pieces since an instant (ISO; all when absent), oldest first. A piece
 * both forwarded and returned is listed as returned.
 */
export async function exceptionPieces(
  agencyId: number,
  exception: PieceException,
  since?: string,
): Promise<MailPieceRecord[]> {
  const query = db().entities.mailPiece.query.exceptionsOfAgency({ agencyId, exception });
  const { data } = await (since === undefined ? query : query.gte({ exceptionAt: since })).go({
    pages: 'all',
  });
  return data;
}
