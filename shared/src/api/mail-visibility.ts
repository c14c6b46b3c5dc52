import * as z from 'zod';
import { TrackingCode } from '../model/mail-tracking';
import {
  ArrivingRow,
  DropTimeline,
  InHomeTimes,
  InHomeTimesQuery,
  MailPieceRow,
  PieceScan,
} from '../model/mail-visibility';
import { ExportFile } from '../model/order';
import { ORDER_DETAIL_LIST_PAGE_SIZE, ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { EXPORT_FORMATS } from '../rules/spreadsheet-cells';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

const DropParams = z.object({
  id: z.string().min(1).max(40),
  itemId: z.string().min(1).max(40),
  dropNumber: z.coerce.number().int().min(1).max(100),
});
const Paging = pagingQuery(ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS, ORDER_DETAIL_LIST_PAGE_SIZE);

/**
 * Mail you can see (issue 49): what the scans of a user's mailed pieces tell the agent. A drop is the
 * user's own order's (the orders' paths); the pieces, scans and the week's call list are the user's.
 */
export const mailVisibilityApi = {
  /** A drop's timeline: entered the mail stream, in the local area, out for delivery, delivered by estimate, returned. */
  dropTimeline: endpoint({
    method: 'GET',
    path: '/orders/{id}/items/{itemId}/drops/{dropNumber}/timeline',
    auth: 'allAccess',
    params: DropParams,
    response: DropTimeline,
  }),
  /** A drop's pieces with where each is, by serial. */
  dropPieces: endpoint({
    method: 'GET',
    path: '/orders/{id}/items/{itemId}/drops/{dropNumber}/pieces',
    auth: 'allAccess',
    params: DropParams,
    query: z.object(Paging),
    response: pageOf(MailPieceRow),
  }),
  /** A piece's scans in the order they happened. */
  pieceScans: endpoint({
    method: 'GET',
    path: '/mail-pieces/{trackingCode}/scans',
    auth: 'allAccess',
    params: z.object({ trackingCode: TrackingCode.max(20) }),
    response: z.object({ piece: MailPieceRow, scans: z.array(PieceScan) }),
  }),
  /** "Arriving in homes this week": the recipients whose pieces went out for delivery this week. */
  arrivingThisWeek: endpoint({
    method: 'GET',
    path: '/mail-pieces/arriving-this-week',
    auth: 'allAccess',
    query: z.object(Paging),
    response: pageOf(ArrivingRow).extend({ first: z.iso.date(), last: z.iso.date() }),
  }),
  exportArrivingThisWeek: endpoint({
    method: 'GET',
    path: '/mail-pieces/arriving-this-week/export',
    auth: 'allAccess',
    usageLimit: 'export',
    query: z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') }),
    response: ExportFile,
  }),
  /** The planner's in-home days for a destination (3-digit ZIP) and class: observed, or the rule's. */
  inHomeTimes: endpoint({
    method: 'GET',
    path: '/in-home-times',
    auth: 'allAccess',
    query: InHomeTimesQuery,
    response: InHomeTimes,
  }),
};
