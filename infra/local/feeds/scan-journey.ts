import type { HandlingEvent, ScanRecord } from '@msc/shared/model/mail-tracking';
import { hashText } from '../seed/random';

/**
 * The local emulator's model of a piece's way through the mail stream (issue 49), for a laptop to see scans
 * as USPS would send them: Marketing Mail entered the evening of its mail date at the mail house's facility
 * (ORIGIN_ZIP), at the destination's facility after a transit that grows with distance (same three-digit
 * ZIP, same region (first digit), or across the country), out for delivery the next morning (never on a
 * Sunday); a share forwarded (moved) and a share returned (undeliverable). Deterministic per piece and seed.
 */
export const ORIGIN_ZIP = '60607';
/** Of every 100 pieces: returned to sender, forwarded. */
export const RETURNED_PER_100 = 2;
export const FORWARDED_PER_100 = 3;

/** Calendar days from origin to the destination's facility, by distance: [fewest, most]. */
const TRANSIT_DAYS = { local: [1, 2], regional: [2, 4], national: [3, 7] } as const;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A seeded draw in [0, 1): mulberry32 over the piece's and the run's seed. */
function drawsFor(trackingCode: string, seed: number) {
  let state = (hashText(trackingCode) ^ seed) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const distanceOf = (destinationZip: string) =>
  destinationZip.slice(0, 3) === ORIGIN_ZIP.slice(0, 3)
    ? 'local'
    : destinationZip[0] === ORIGIN_ZIP[0]
      ? 'regional'
      : 'national';

/** The piece as the emulator needs it. */
export interface MailedPiece {
  trackingCode: string;
  routingCode: string;
  mailDate: string;
}

/** A morning at the delivery unit: 6 to 8 o'clock (UTC-5), moved to Monday from a Sunday. */
function morningAfter(instant: number, hourDraw: number): number {
  const next = new Date(instant + DAY_MS);
  if (next.getUTCDay() === 0) next.setUTCDate(next.getUTCDate() + 1);
  next.setUTCHours(11, Math.floor(hourDraw * 120), 0, 0);
  return next.getTime();
}

/** What becomes of a piece: delivered where addressed, returned to sender, or forwarded (moved). */
export type PieceFate = 'delivered' | 'returned' | 'forwarded';

const fateOfDraw = (percent: number): PieceFate =>
  percent < RETURNED_PER_100
    ? 'returned'
    : percent < RETURNED_PER_100 + FORWARDED_PER_100
      ? 'forwarded'
      : 'delivered';

/**
 * Every scan the piece will have, in the order they happen. `fate` (a journey's script) decides what becomes
 * of it instead of the seeded share.
 */
export function scanJourney(piece: MailedPiece, seed: number, fate?: PieceFate): ScanRecord[] {
  const draw = drawsFor(piece.trackingCode, seed);
  const destinationZip = piece.routingCode.slice(0, 5);
  const imb = `${piece.trackingCode}${piece.routingCode}`;
  const scan = (
    handlingEvent: HandlingEvent,
    at: number,
    facility: string,
    forwardZip?: string,
  ): ScanRecord => ({
    imb,
    handlingEvent,
    scanDatetime: new Date(at).toISOString(),
    scanFacilityZip: facility,
    ...(forwardZip ? { forwardZip } : {}),
  });
  // 19:00 to 23:00 New York (UTC-5) on the mail date.
  const entered = Date.parse(`${piece.mailDate}T00:00:00Z`) + (24 + Math.floor(draw() * 4)) * HOUR_MS;
  const [fewest, most] = TRANSIT_DAYS[distanceOf(destinationZip)];
  const transit = fewest + Math.floor(draw() * (most - fewest + 1));
  const localArea = entered + transit * DAY_MS + Math.floor(draw() * 6) * HOUR_MS;
  const outForDelivery = morningAfter(localArea, draw());
  const drawn = fateOfDraw(draw() * 100);
  const ending = fate ?? drawn;
  const scans = [
    scan('ORIGIN_PROCESSING', entered, ORIGIN_ZIP),
    scan('DESTINATION_PROCESSING', localArea, destinationZip),
  ];
  if (ending === 'returned') {
    // Undeliverable as addressed: the carrier brings it back, the unit returns it the next day.
    return [
      ...scans,
      scan('PROCESSED_FOR_DELIVERY', outForDelivery, destinationZip),
      scan('RETURN_TO_SENDER', outForDelivery + DAY_MS, destinationZip),
    ];
  }
  if (ending === 'forwarded') {
    // Moved: forwarded from the old unit, out for delivery at the new address three days later.
    const newZip = String((Number(destinationZip) + 1 + Math.floor(draw() * 50)) % 100_000).padStart(5, '0');
    return [
      ...scans,
      scan('FORWARD', outForDelivery, destinationZip, newZip),
      scan('PROCESSED_FOR_DELIVERY', morningAfter(outForDelivery + 2 * DAY_MS, draw()), newZip),
    ];
  }
  return [...scans, scan('PROCESSED_FOR_DELIVERY', outForDelivery, destinationZip)];
}

/**
 * The scans of `pieces` that have happened by `through` (ms), shuffled (seeded): USPS's files come out of
 * order. `fateOf` scripts what becomes of a piece (undefined: the seeded share decides).
 */
export function scansThrough(
  pieces: readonly MailedPiece[],
  through: number,
  seed: number,
  fateOf: (piece: MailedPiece, index: number) => PieceFate | undefined = () => undefined,
): ScanRecord[] {
  const due = pieces.flatMap((piece, index) =>
    scanJourney(piece, seed, fateOf(piece, index)).filter(
      (record) => Date.parse(record.scanDatetime) <= through,
    ),
  );
  const draw = drawsFor('shuffle', seed);
  for (let index = due.length - 1; index > 0; index -= 1) {
    const other = Math.floor(draw() * (index + 1));
    [due[index], due[other]] = [due[other]!, due[index]!];
  }
  return due;
}
