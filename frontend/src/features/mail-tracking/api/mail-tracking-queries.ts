import { api } from '@msc/shared/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** A drop of an order line, as the order page names it. */
export interface DropRef {
  orderId: string;
  itemId: string;
  dropNumber: number;
}

const dropParams = (drop: DropRef) => ({
  id: drop.orderId,
  itemId: drop.itemId,
  dropNumber: drop.dropNumber,
});

export const mailTrackingKeys = {
  all: ['mail-tracking'] as const,
  timeline: (drop: DropRef) => ['mail-tracking', 'timeline', drop] as const,
  pieces: (drop: DropRef, pageNumber: number) => ['mail-tracking', 'pieces', drop, pageNumber] as const,
  scans: (trackingCode: string) => ['mail-tracking', 'scans', trackingCode] as const,
  arriving: (pageNumber: number, pageSize: number) =>
    ['mail-tracking', 'arriving', pageNumber, pageSize] as const,
};

export const dropTimelineQuery = (drop: DropRef) =>
  queryOptions({
    queryKey: mailTrackingKeys.timeline(drop),
    queryFn: ({ signal }) => call(api.mailVisibility.dropTimeline, { params: dropParams(drop), signal }),
  });

export const DROP_PIECES_PAGE_SIZE = 25;

export const dropPiecesQuery = (drop: DropRef, pageNumber: number) =>
  queryOptions({
    queryKey: mailTrackingKeys.pieces(drop, pageNumber),
    queryFn: ({ signal }) =>
      call(api.mailVisibility.dropPieces, {
        params: dropParams(drop),
        query: { pageNumber, pageSize: DROP_PIECES_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const pieceScansQuery = (trackingCode: string) =>
  queryOptions({
    queryKey: mailTrackingKeys.scans(trackingCode),
    queryFn: ({ signal }) => call(api.mailVisibility.pieceScans, { params: { trackingCode }, signal }),
  });

export const arrivingQuery = (pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: mailTrackingKeys.arriving(pageNumber, pageSize),
    queryFn: ({ signal }) =>
      call(api.mailVisibility.arrivingThisWeek, { query: { pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const exportArriving = (format: 'xlsx' | 'csv') =>
  call(api.mailVisibility.exportArrivingThisWeek, { query: { format } });
