import type { Readable } from 'node:stream';
import { ScanRecord, scanEventOf } from '@msc/shared/model/mail-tracking';
import { ingestScanAndAct } from './scan-consequences';
import type { IngestOutcome } from './scan-events-store';

/**
 * Where scan files are dropped: `scans/<name>.jsonl` in the uploads bucket (in AWS the IV-MTR pull job or
 * the provider puts them there; locally the emulator, `npm run scans`). Each line one `ScanRecord`.
 */
export const SCAN_PREFIX = 'scans/';
export const SCAN_SUFFIX = '.jsonl';

/** What a scan file held: each outcome counted, and the lines refused (malformed), by line number. */
export interface ScanFileCounts extends Record<IngestOutcome | 'invalid', number> {
  refusedLines: number[];
}

/** Lines taken in at once: enough to keep the table busy, few enough to bound memory whatever the file's size. */
const CONCURRENT_LINES = 16;
/** Refused line numbers kept for the log (the count goes on). */
const REFUSED_KEPT = 20;

/** The scan a line reports, or undefined for a line that is not a valid `ScanRecord`. */
export function parseScanLine(line: string) {
  try {
    const record = ScanRecord.safeParse(JSON.parse(line));
    return record.success ? scanEventOf(record.data) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Streams a scan file through ingestion, line by line, a few lines in flight: memory stays bounded by
 * CONCURRENT_LINES whatever the file's size. `ingest` takes each scan in and acts on what it changed (returns
 * suppressed, forwards marked moved, delivery times observed: scan-consequences.ts) unless a bench or test
 * says otherwise.
 */
export async function ingestScanLines(
  lines: AsyncIterable<string>,
  receivedAt: string,
  ingest: typeof ingestScanAndAct = ingestScanAndAct,
): Promise<ScanFileCounts> {
  const counts: ScanFileCounts = { recorded: 0, duplicate: 0, unknownPiece: 0, invalid: 0, refusedLines: [] };
  const inFlight = new Set<Promise<void>>();
  let number = 0;
  for await (const line of lines) {
    number += 1;
    if (line.trim() === '') continue;
    const scan = parseScanLine(line);
    if (!scan) {
      counts.invalid += 1;
      if (counts.refusedLines.length < REFUSED_KEPT) counts.refusedLines.push(number);
      continue;
    }
    const task = ingest(scan, receivedAt).then((outcome) => {
      counts[outcome] += 1;
    });
    inFlight.add(task);
    void task.finally(() => inFlight.delete(task)).catch(() => {});
    if (inFlight.size >= CONCURRENT_LINES) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);
  return counts;
}

/**
 * The lines of a byte stream (a scan file's body), pulled as they are read: the stream is read no faster
 * than its lines are taken (readline's iterator reads ahead without bound while the loop awaits).
 */
export async function* linesOf(body: Readable): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of body) {
    rest += typeof chunk === 'string' ? chunk : decoder.decode(chunk as Uint8Array, { stream: true });
    const lines = rest.split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) yield line.endsWith('\r') ? line.slice(0, -1) : line;
  }
  rest += decoder.decode();
  if (rest !== '') yield rest;
}
