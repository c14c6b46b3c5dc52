/**
 * Mail you can see (issue 49): the mailed pieces with their IMb, their scans and their drops' counts by
 * stage. README.md in this folder is the store's API.
 */

export { deliveryTimesOf } from './delivery-times-store';
export { fileDropsOfOrder, MAIL_DROPS_JOB, mailDueDrops } from './mail-drops';
export {
  claimSerials,
  type DropKey,
  type DropStageCounts,
  dropCounts,
  exceptionPieces,
  type MailPieceRecord,
  type NewMailPiece,
  pageOfDropPieces,
  pieceOf,
  piecesOfDrop,
  piecesOutForDelivery,
  recordMailedPieces,
} from './mail-pieces-store';
export { ingestScanAndAct } from './scan-consequences';
export { eventsOfPiece, type IngestOutcome, ingestScan, type ScanEventRecord } from './scan-events-store';
