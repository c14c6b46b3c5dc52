import { Readable } from 'node:stream';
import { ingestScanLines, linesOf, parseScanLine } from '@msc/functions/mail-tracking/scan-file';
import type { ScanEvent } from '@msc/shared/model/mail-tracking';
import { foldScan, isUnchanged, MAILED_PIECE, type PieceTracking } from '@msc/shared/rules/scan-tracking';
import { scanJourney } from '../feeds/scan-journey';

/**
 * Ingesting one million scan events (issue 49) against reading them: an IV-MTR-style file of 1,000,000
 * lines (the emulator's journeys of about 164,000 pieces, every scan sent twice, as USPS resends), generated as
 * a stream and never held whole, read line by line and parsed (the baseline), then streamed through the
 * receiver's ingestion (`ingestScanLines`: parse, validate, a few lines in flight) into a store in memory
 * that does what the table's does per scan: the fold, the duplicate, the drop's counts. Table writes are
 * measured by the data layer's bench; here the ratio is the receiver's own work per event. Peak RSS after
 * both: memory grows with the pieces, not with the file.
 */
const EVENTS = Number(process.env.BENCH_SCAN_EVENTS ?? 1_000_000);
const SENDS = 2;

/** The file's lines, made as they are read: each piece's journey, each scan `SENDS` times, until `EVENTS`. */
function scanFile(events: number): Readable {
  let made = 0;
  let piece = 0;
  return Readable.from(
    (function* () {
      while (made < events) {
        const scans = scanJourney(
          {
            trackingCode: `00271000000${String(piece).padStart(9, '0')}`,
            routingCode: ['606071234', '981011234', '100011234', '331301234'][piece % 4]!,
            mailDate: '2026-11-23',
          },
          1,
        );
        piece += 1;
        let chunk = '';
        for (let send = 0; send < SENDS; send += 1) {
          for (const scan of scans) {
            if (made >= events) break;
            chunk += `${JSON.stringify(scan)}\n`;
            made += 1;
          }
        }
        yield chunk;
      }
    })(),
  );
}

/** The table's work per scan, in memory: the piece's fold, the scan kept once, the drop's counts moved. */
function memoryStore() {
  const pieces = new Map<string, { tracking: PieceTracking; scans: Set<string> }>();
  const counts = { recorded: 0, moved: 0 };
  const ingest = async (scan: ScanEvent) => {
    const piece = pieces.get(scan.trackingCode) ?? { tracking: MAILED_PIECE, scans: new Set<string>() };
    const key = `${scan.scannedAt}#${scan.event}#${scan.facilityZip}`;
    if (piece.scans.has(key)) return 'duplicate' as const;
    piece.scans.add(key);
    const after = foldScan(piece.tracking, scan);
    if (!isUnchanged(piece.tracking, after)) counts.moved += 1;
    pieces.set(scan.trackingCode, { ...piece, tracking: after });
    counts.recorded += 1;
    return 'recorded' as const;
  };
  return { ingest, pieces, counts };
}

export async function benchScanIngest() {
  // One small unmeasured turn first: the JIT's warm-up is not what we measure.
  await ingestScanLines(linesOf(scanFile(20_000)), '2026-12-01T00:00:00Z', memoryStore().ingest);

  let started = performance.now();
  let parsed = 0;
  for await (const line of linesOf(scanFile(EVENTS))) if (parseScanLine(line)) parsed += 1;
  const readMs = performance.now() - started;

  const store = memoryStore();
  started = performance.now();
  const ingested = await ingestScanLines(linesOf(scanFile(EVENTS)), '2026-12-01T00:00:00Z', store.ingest);
  const ingestMs = performance.now() - started;

  const figures = {
    events: EVENTS,
    parsed,
    recorded: ingested.recorded,
    duplicate: ingested.duplicate,
    invalid: ingested.invalid,
    pieces: store.pieces.size,
    readMs: Math.round(readMs),
    ingestMs: Math.round(ingestMs),
    ingestOverRead: Number((ingestMs / readMs).toFixed(2)),
    eventsPerSecond: Math.round(EVENTS / (ingestMs / 1000)),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  console.log(
    `Scan ingest: ${figures.events} events (${figures.pieces} pieces), read ${figures.readMs} ms, ingested ${figures.ingestMs} ms (${figures.ingestOverRead}x reading), ${figures.duplicate} duplicates, peak RSS ${figures.peakRssMb} MB`,
  );
  return figures;
}
