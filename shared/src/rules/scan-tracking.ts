import {
  MAIL_STAGES,
  type MailStage,
  SCANNED_STAGES,
  type ScanEvent,
  type ScannedStage,
} from '../model/mail-tracking';
import { type BusinessDate, businessToday } from './business-date';

/**
 * A piece's way through the mail stream, folded from its scans (issue 49). The fold keeps, per stage, the
 * earliest scan that reached it, and the stage is the furthest reached: so the same scan twice changes
 * nothing, and scans folded in any order give the same piece (the scans' own timestamps decide, never when
 * they arrived). A return outranks every other stage; a forward is a flag (its earliest scan) beside it.
 */
export interface PieceTracking {
  stage: MailStage;
  /** The earliest scan of each stage reached (ISO instants, UTC). */
  reachedAt: Partial<Record<ScannedStage, string>>;
  forwardedAt?: string;
  /** The new destination ZIP of the earliest forward. */
  forwardZip?: string;
  /** The latest scan of any kind. */
  lastScanAt?: string;
}

export const stageRank = (stage: MailStage): number => MAIL_STAGES.indexOf(stage);

/** A mailed piece before its first scan. */
export const MAILED_PIECE: PieceTracking = { stage: 'mailed', reachedAt: {} };

/** An instant as UTC ISO, so that instants written with different offsets compare as strings. */
const utc = (instant: string): string => new Date(Date.parse(instant)).toISOString();

const earlier = (a: string | undefined, b: string): string => (a === undefined || b < a ? b : a);

/** The piece after one more scan (the scan validated by `ScanEvent`). */
export function foldScan(piece: PieceTracking, scan: ScanEvent): PieceTracking {
  const at = utc(scan.scannedAt);
  const lastScanAt = piece.lastScanAt === undefined || at > piece.lastScanAt ? at : piece.lastScanAt;
  if (scan.event === 'forwarded') {
    const first = piece.forwardedAt === undefined || at < piece.forwardedAt;
    return {
      ...piece,
      lastScanAt,
      forwardedAt: first ? at : piece.forwardedAt,
      forwardZip: first ? (scan.forwardZip ?? piece.forwardZip) : piece.forwardZip,
    };
  }
  const reachedAt = { ...piece.reachedAt, [scan.event]: earlier(piece.reachedAt[scan.event], at) };
  return { ...piece, reachedAt, lastScanAt, stage: furthestStage(reachedAt) };
}

/** The furthest stage of those reached (`mailed` when none is). */
export function furthestStage(reachedAt: PieceTracking['reachedAt']): MailStage {
  let stage: MailStage = 'mailed';
  for (const scanned of SCANNED_STAGES) if (reachedAt[scanned] !== undefined) stage = scanned;
  return stage;
}

/** When the piece reached its current stage (undefined while only mailed). */
export const stageAt = (piece: PieceTracking): string | undefined =>
  piece.stage === 'mailed' ? undefined : piece.reachedAt[piece.stage];

/** The business day (New York) the piece went out for delivery, for the "arriving this week" list. */
export function outForDeliveryDay(piece: PieceTracking): BusinessDate | undefined {
  const at = piece.reachedAt.outForDelivery;
  return at === undefined ? undefined : businessToday(new Date(Date.parse(at)));
}

/**
 * What a scan changed in its drop's counts: the stages newly reached (each counts a piece once), the stage
 * the piece left and the one it is at now (equal when it did not move), and whether it is newly forwarded.
 */
export interface TrackingChange {
  reached: ScannedStage[];
  left: MailStage;
  at: MailStage;
  forwarded: boolean;
}

export function trackingChange(before: PieceTracking, after: PieceTracking): TrackingChange {
  return {
    reached: SCANNED_STAGES.filter(
      (stage) => before.reachedAt[stage] === undefined && after.reachedAt[stage] !== undefined,
    ),
    left: before.stage,
    at: after.stage,
    forwarded: before.forwardedAt === undefined && after.forwardedAt !== undefined,
  };
}

/** Whether the scan changes nothing the piece keeps (a duplicate, or a later scan of a stage already reached). */
export function isUnchanged(before: PieceTracking, after: PieceTracking): boolean {
  return (
    before.stage === after.stage &&
    before.forwardedAt === after.forwardedAt &&
    before.forwardZip === after.forwardZip &&
    before.lastScanAt === after.lastScanAt &&
    SCANNED_STAGES.every((stage) => before.reachedAt[stage] === after.reachedAt[stage])
  );
}
