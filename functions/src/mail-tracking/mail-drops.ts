import { now as clockNow } from '@msc/shared/clock';
import type { JobRun } from '@msc/shared/model/job-run';
import { businessToday } from '@msc/shared/rules/business-date';
import { dropNumberOf, isDropMailing } from '@msc/shared/rules/drop-change';
import {
  routingCodeOf,
  SERVICE_TYPE_IDS,
  serialOf,
  trackingCodeOf,
} from '@msc/shared/rules/intelligent-mail';
import {
  completeMailedLine,
  detailRowsOfDrop,
  type OrderItemRecord,
  type OrderRecord,
  orderWithItems,
} from '#orders/index';
import { config } from '#platform/config';
import { finishJobRun } from '#platform/job-metrics';
import { logger } from '#platform/logger';
import {
  type DropMailingChange,
  type DropMailingRecord,
  fileDropMailings,
  markDropMailing,
  pendingDropMailings,
} from './drop-mailings-store';
import { claimSerials, dropCounts, type NewMailPiece, recordMailedPieces } from './mail-pieces-store';

export const MAIL_DROPS_JOB = 'mail-drops';

/** Drops one run mails at most (the next run, or `--force` again, takes the rest). */
const DROPS_PER_RUN = 200;
/** The queue a journey's run (`ofUser`, the local stack only) looks through for its own drops. */
const JOURNEY_QUEUE_LIMIT = 10_000;
/**
 * How far ahead of today the job looks at filed drops: a drop moved earlier (drop changes stay within the
 * drop window) is found under its old date and mailed on its new one.
 */
const LOOK_AHEAD_DAYS = 120;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Files every drop of a placed order's lines (pieces and letters mailed to a list) for the `mail-drops` job. */
export async function fileDropsOfOrder(order: OrderRecord, items: readonly OrderItemRecord[]): Promise<void> {
  const drops = items.flatMap((item) =>
    (item.data?.dropDetails?.mailingDetails ?? []).map((drop, index) => ({
      agencyId: order.agencyId,
      userName: order.userName,
      orderId: order.orderId,
      itemId: item.itemId,
      dropNumber: dropNumberOf(drop, index),
      mailDate: drop.mailDate,
    })),
  );
  await fileDropMailings(drops);
}

/** The pieces of a drop's recipients: each its serial of the block claimed, routed to its ZIP+4. */
async function piecesOf(
  filed: DropMailingRecord,
  item: OrderItemRecord,
  orderNumber: string,
  mailDate: string,
) {
  const rows = await detailRowsOfDrop(item, filed.dropNumber);
  const routed = rows.flatMap((row) => {
    const routingCode = routingCodeOf(row.postalCode);
    return routingCode ? [{ row, routingCode }] : [];
  });
  const mailerId = config().IMB_MAILER_ID;
  const first = routed.length > 0 ? await claimSerials(mailerId, routed.length) : 0;
  const pieces = routed.map(({ row, routingCode }, index): NewMailPiece => {
    const serial = serialOf(mailerId, first + index);
    return {
      trackingCode: trackingCodeOf({ serviceTypeId: SERVICE_TYPE_IDS.marketing, mailerId, serial }),
      routingCode,
      mailerId,
      serial,
      mailClass: 'marketing',
      agencyId: filed.agencyId,
      userName: filed.userName,
      orderId: filed.orderId,
      orderNumber,
      itemId: filed.itemId,
      dropNumber: filed.dropNumber,
      mailDate,
      rowNumber: row.rowNumber,
      firstName: row.firstName,
      lastName: row.lastName,
      addressLine1: row.addressLine1,
      ...(row.addressLine2 ? { addressLine2: row.addressLine2 } : {}),
      city: row.city,
      state: row.state,
      postalCode: row.postalCode,
      ...(row.phone ? { phone: row.phone } : {}),
    };
  });
  return { pieces, skipped: rows.length - routed.length };
}

/** Mails one filed drop if its day has come: what became of it. */
async function mailDrop(filed: DropMailingRecord, today: string): Promise<DropMailingChange | undefined> {
  const placed = await orderWithItems(filed.userName, filed.orderId);
  const item = placed?.items.find((line) => line.itemId === filed.itemId);
  const drops = item?.data?.dropDetails?.mailingDetails ?? [];
  const drop = drops.find((candidate, index) => dropNumberOf(candidate, index) === filed.dropNumber);
  if (!placed || !item || !drop || !isDropMailing(drop) || item.status === 'Canceled')
    return { status: 'canceled' };
  if (drop.mailDate > today)
    return drop.mailDate === filed.mailDate ? undefined : { status: 'pending', mailDate: drop.mailDate };
  const key = {
    agencyId: filed.agencyId,
    orderId: filed.orderId,
    itemId: filed.itemId,
    dropNumber: filed.dropNumber,
  };
  const mailedAt = clockNow().toISOString();
  // A run that died after writing the pieces: they stand, the drop is marked.
  const counted = await dropCounts(key);
  if (counted) return { status: 'mailed', pieces: counted.pieces, skipped: 0, mailedAt };
  const { pieces, skipped } = await piecesOf(filed, item, placed.order.orderNumber, drop.mailDate);
  await recordMailedPieces(key, pieces);
  return { status: 'mailed', pieces: pieces.length, skipped, mailedAt };
}

/**
 * The `mail-drops` job: every filed drop whose mail date has come (New York's business day) gets its mailed
 * pieces, each with a new IMb serial, and its line Complete with its last drop (the order Completed with its
 * last line: orders/line-completion.ts); a canceled drop is let go, a moved one filed under its new date.
 * `ofUser` (the local stack's journeys only, `/__local/mail-drops`): that user's drops alone, so a journey
 * mailing on a later fake day leaves the drops of the journeys beside it filed.
 */
export async function mailDueDrops(ofUser?: string): Promise<JobRun> {
  const startedAt = clockNow().toISOString();
  const today = businessToday(clockNow());
  // A journey's drops may lie behind more than a run's worth of other journeys' drops: it reads the whole queue.
  const limit = ofUser ? JOURNEY_QUEUE_LIMIT : DROPS_PER_RUN;
  const pending = await pendingDropMailings(addDays(today, LOOK_AHEAD_DAYS), limit);
  const filed = ofUser ? pending.filter((drop) => drop.userName === ofUser) : pending;
  const counts = { drops: 0, pieces: 0, skipped: 0, canceled: 0, moved: 0 };
  const errors: string[] = [];
  for (const drop of filed) {
    try {
      const change = await mailDrop(drop, today);
      if (!change) continue;
      // Before the drop is marked: a completion that failed is tried again with the drop on the next run.
      if (change.status === 'mailed') await completeMailedLine(drop, clockNow());
      await markDropMailing(drop, change);
      if (change.status === 'mailed') {
        counts.drops += 1;
        counts.pieces += change.pieces;
        counts.skipped += change.skipped;
      } else if (change.status === 'canceled') counts.canceled += 1;
      else counts.moved += 1;
    } catch (error) {
      errors.push(
        `${drop.orderId}/${drop.itemId}/${drop.dropNumber}: ${error instanceof Error ? error.message : String(error)}`,
      );
      logger.error('Mailing a drop failed', {
        orderId: drop.orderId,
        itemId: drop.itemId,
        dropNumber: drop.dropNumber,
        error,
      });
    }
  }
  return finishJobRun(MAIL_DROPS_JOB, startedAt, counts, errors);
}
