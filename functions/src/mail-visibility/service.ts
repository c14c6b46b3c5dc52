import type { mailVisibilityApi } from '@msc/shared/api/mail-visibility';
import { now } from '@msc/shared/clock';
import { apiErrors, mailVisibilityTexts as texts } from '@msc/shared/messages';
import type { ArrivingRow } from '@msc/shared/model/mail-visibility';
import { businessToday } from '@msc/shared/rules/business-date';
import { dropTimeline, weekOf } from '@msc/shared/rules/drop-timeline';
import { inHomeDaysOf, observedMonths } from '@msc/shared/rules/observed-in-home';
import {
  type DropKey,
  deliveryTimesOf,
  dropCounts,
  eventsOfPiece,
  pageOfDropPieces,
  pieceOf,
  piecesOutForDelivery,
} from '#mail-tracking/index';
import { loadOrder } from '#orders/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { exportTable } from '#platform/table-export';
import { ARRIVING_COLUMNS } from './export-columns';
import { byCallOrder, toArrivingRow, toPieceRow, toScan } from './piece-views';

type DropParams = { id: string; itemId: string; dropNumber: number };

/** The drop of the user's own order (404 for any other order or line), keyed as its pieces are. */
async function dropOf(ctx: RequestContext, params: DropParams): Promise<DropKey> {
  const { order, items } = await loadOrder(ctx, params.id);
  if (!items.some((item) => item.itemId === params.itemId)) throw notFound(apiErrors.orderNotFound);
  return {
    agencyId: order.agencyId,
    orderId: params.id,
    itemId: params.itemId,
    dropNumber: params.dropNumber,
  };
}

const ZERO = { enteredMailStream: 0, inLocalArea: 0, outForDelivery: 0, returned: 0 };

/** The user's pieces out for delivery this week (not returned since), in the order to call them. */
async function arrivingRows(
  ctx: RequestContext,
): Promise<{ rows: ArrivingRow[]; first: string; last: string }> {
  const { first, last } = weekOf(now());
  if (ctx.agencyId <= 0) return { rows: [], first, last };
  const pieces = await piecesOutForDelivery(ctx.agencyId, first, last);
  const rows = pieces
    .filter((piece) => piece.userName === ctx.user.userName && piece.stage === 'outForDelivery')
    .map(toArrivingRow)
    .sort(byCallOrder);
  return { rows, first, last };
}

const page = <T>(rows: readonly T[], pageNumber: number, pageSize: number) => ({
  results: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
  totalCount: rows.length,
  pageNumber,
  pageSize,
});

/** Mail you can see (issue 49): the scans of the user's mailed pieces, read through `#mail-tracking/index`. */
export const mailVisibilityService: Implementation<typeof mailVisibilityApi> = {
  dropTimeline: async ({ ctx, params }) => {
    const drop = await dropOf(ctx, params);
    const counts = await dropCounts(drop);
    const today = businessToday(now());
    // Out today and still out: not yet delivered by estimate.
    const outToday = (await piecesOutForDelivery(drop.agencyId, today, today)).filter(
      (piece) =>
        piece.orderId === drop.orderId &&
        piece.itemId === drop.itemId &&
        piece.dropNumber === drop.dropNumber &&
        piece.stage === 'outForDelivery',
    ).length;
    const stageCounts = counts ?? { pieces: 0, at: ZERO, reached: ZERO, forwarded: 0 };
    return {
      pieces: stageCounts.pieces,
      stages: dropTimeline(stageCounts, outToday),
      forwarded: stageCounts.forwarded,
    };
  },

  dropPieces: async ({ ctx, params, query }) => {
    const drop = await dropOf(ctx, params);
    // The page's pieces only (a drop of 100,000 pieces reads its 25), and the total from the drop's counts.
    const { pieces, total } = await pageOfDropPieces(drop, query.pageNumber, query.pageSize);
    const at = now();
    return {
      results: pieces.map((piece) => toPieceRow(piece, at)),
      totalCount: total,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },

  pieceScans: async ({ ctx, params }) => {
    const piece = await pieceOf(params.trackingCode);
    // Another user's piece, or one of an agency not in effect, is not found (as their orders are not).
    const mine =
      piece && piece.userName === ctx.user.userName && (ctx.agencyId <= 0 || piece.agencyId === ctx.agencyId);
    if (!mine) throw notFound();
    const scans = await eventsOfPiece(piece.trackingCode);
    return { piece: toPieceRow(piece, now()), scans: scans.map(toScan) };
  },

  arrivingThisWeek: async ({ ctx, query }) => {
    const { rows, first, last } = await arrivingRows(ctx);
    return { ...page(rows, query.pageNumber, query.pageSize), first, last };
  },

  exportArrivingThisWeek: async ({ ctx, query }) => {
    const { rows } = await arrivingRows(ctx);
    return exportTable({
      page: texts.exportPage,
      format: query.format,
      columns: ARRIVING_COLUMNS,
      pages: (async function* () {
        yield rows;
      })(),
      owner: ctx.user.userName,
    });
  },

  inHomeTimes: async ({ ctx, query }) => {
    const today = businessToday(now());
    const zip3 = query.zip3 ?? ctx.agency?.postalCode.slice(0, 3);
    if (!zip3) return inHomeDaysOf([], today);
    const times = await deliveryTimesOf(zip3, query.mailClass, observedMonths(today).at(-1)!);
    return inHomeDaysOf(times, today);
  },
};
