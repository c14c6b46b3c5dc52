import { mailVisibilityTexts as texts } from '@msc/shared/messages';
import type { MailPieceRow } from '@msc/shared/model/mail-visibility';
import { formatDate } from '@msc/shared/rules/formatting';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Fragment, useState } from 'react';
import { Button } from '#ui/button';
import { ErrorAlert } from '#ui/error-alert';
import { LoadingState } from '#ui/loading-state';
import { Pager } from '#ui/pager';
import {
  DROP_PIECES_PAGE_SIZE,
  type DropRef,
  dropPiecesQuery,
  pieceScansQuery,
} from '../api/mail-tracking-queries';

const nameOf = (piece: MailPieceRow) => `${piece.firstName} ${piece.lastName}`;
const addressOf = (piece: MailPieceRow) =>
  [piece.addressLine1, piece.addressLine2, `${piece.city}, ${piece.state} ${piece.postalCode}`]
    .filter(Boolean)
    .join(', ');
const stageOf = (piece: MailPieceRow) =>
  piece.deliveredByEstimate ? texts.deliveredByEstimate : texts.pieceStages[piece.stage];

/** One piece's scans, in the order they happened. */
function PieceScans({ piece }: { piece: MailPieceRow }) {
  const { data, isPending } = useQuery(pieceScansQuery(piece.trackingCode));
  if (isPending) return <p className="text-xs text-slate-600">…</p>;
  if (!data || data.scans.length === 0) return <p className="text-xs text-slate-600">{texts.noScans}</p>;
  return (
    <table
      className="rounded border border-slate-200 bg-white text-xs"
      data-testid={`scans-${piece.trackingCode}`}
    >
      <caption className="sr-only">{texts.scansOf(nameOf(piece))}</caption>
      <thead>
        <tr className="text-left text-slate-600">
          <th className="px-3 py-1 font-medium">{texts.columns.scan}</th>
          <th className="px-3 py-1 font-medium">{texts.columns.scannedAt}</th>
          <th className="px-3 py-1 font-medium">{texts.columns.facility}</th>
        </tr>
      </thead>
      <tbody>
        {data.scans.map((scan) => (
          <tr
            key={`${scan.scannedAt}-${scan.event}-${scan.facilityZip}`}
            className="border-t border-slate-100"
          >
            <td className="px-3 py-1">{texts.scanEvents[scan.event]}</td>
            <td className="px-3 py-1 whitespace-nowrap">{formatDate(scan.scannedAt)}</td>
            <td className="px-3 py-1 whitespace-nowrap">
              {scan.forwardZip ? `${scan.facilityZip} → ${scan.forwardZip}` : scan.facilityZip}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A drop's pieces, a page at a time, each with where it is and its scans on demand, opened in a row of
 * their own under the piece (the whole width: a narrow last column would wrap every event's name).
 */
export function DropPieces({ drop }: { drop: DropRef }) {
  const [pageNumber, setPageNumber] = useState(1);
  const [opened, setOpened] = useState<string>();
  // The page shown stays while the next loads: the pager does not jump away under the pointer.
  const pieces = useQuery({ ...dropPiecesQuery(drop, pageNumber), placeholderData: keepPreviousData });
  if (pieces.isPending) return <LoadingState />;
  if (!pieces.data) return <ErrorAlert>{pieces.error?.message}</ErrorAlert>;
  const { data } = pieces;
  const pageCount = Math.ceil(data.totalCount / DROP_PIECES_PAGE_SIZE);
  return (
    <div className="space-y-2">
      <div className="overflow-x-auto">
        <table className="w-full text-sm" data-testid={`drop-pieces-${drop.dropNumber}`}>
          <caption className="sr-only">{texts.piecesOf(drop.dropNumber)}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-1 pr-4 font-medium">{texts.columns.recipient}</th>
              <th className="py-1 pr-4 font-medium">{texts.columns.address}</th>
              <th className="py-1 pr-4 font-medium">{texts.columns.stage}</th>
              <th className="py-1 font-medium">
                <span className="sr-only">{texts.showScans}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.results.map((piece) => (
              <Fragment key={piece.trackingCode}>
                <tr className="border-b border-slate-100 align-middle">
                  <td className="py-1.5 pr-4 whitespace-nowrap">{nameOf(piece)}</td>
                  <td className="py-1.5 pr-4">{addressOf(piece)}</td>
                  <td className="py-1.5 pr-4">{stageOf(piece)}</td>
                  <td className="py-1 text-right">
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-expanded={opened === piece.trackingCode}
                      aria-label={`${texts.showScans}: ${nameOf(piece)}`}
                      onClick={() =>
                        setOpened(opened === piece.trackingCode ? undefined : piece.trackingCode)
                      }
                    >
                      {texts.showScans}
                    </Button>
                  </td>
                </tr>
                {opened === piece.trackingCode && (
                  <tr className="border-b border-slate-100">
                    <td colSpan={4} className="py-2 pl-4">
                      <PieceScans piece={piece} />
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {pageCount > 1 && <Pager pageNumber={pageNumber} pageCount={pageCount} onPage={setPageNumber} />}
    </div>
  );
}
