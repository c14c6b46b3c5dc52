import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cleanList, type ListRecipient } from '@msc/shared/rules/list-cleaning';
import Papa from 'papaparse';
import { bundleLambda } from '../../aws/lambda-bundle';

/**
 * List cleaning of 100k recipients (issue "clean lists before payment"): a real-shaped list as an upload
 * brings it (CSV text: mixed case, padding, long and short suffixes, state names, ZIP+4 and ZIPs that lost
 * their leading zero; about 5% duplicates in other spellings, 2% incomplete, many households), read into
 * records, then cleaned. The budget is a ratio taken in the same run: cleaning over reading the list.
 * Peak RSS is the maximum resident set of a child process doing only this, run as a Lambda runs it (see
 * `benchListCleaning`; the bench's own process holds the local cloud: its peak says nothing of the cleaning).
 */
const RECIPIENTS = Number(process.env.BENCH_LIST_RECIPIENTS ?? 100_000);
const TURNS = 3;

const FIRST = ['Maria', 'Jose', 'Ann', 'Robert', 'Linda', 'James', 'Mary', 'David', 'Susan', 'Wei'];
const LAST = ['Lopez', 'Smith', 'Nguyen', 'Johnson', 'Garcia', 'Brown', 'Miller', 'Davis', 'Kim', 'Patel'];
const STREETS = ['Main', 'Oak', 'Park', 'Elm', 'Lake View', 'Old Mill', 'Sunset', 'Cedar', 'Maple', 'Pine'];
const SUFFIXES = ['Street', 'St.', 'Avenue', 'AVE', 'Boulevard', 'Rd', 'Road', 'Drive', 'Ct', 'Parkway'];
const STATES = [
  ['Illinois', '62701'],
  ['IL', '60601'],
  ['new york', '10001'],
  ['MA', '2134'],
  ['Texas', '73301-0001'],
  ['wa', '980041234'],
];

/** A deterministic list (the same every run): a pseudo-random walk over the parts. */
export function realShapedListCsv(count: number): string {
  // mulberry32: a small generator whose every bit varies (a plain LCG's low bits repeat within a few
  // hundred rows, and the list would be mostly duplicates).
  let state = 42;
  const next = (n: number) => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4_294_967_296) * n);
  };
  const rows = ['First Name,Last Name,Address 1,Address 2,City,State,Zip,Phone,Email'];
  let previous = '';
  for (let index = 0; index < count; index++) {
    const roll = next(100);
    if (roll < 5 && previous) {
      // The same person again, typed another way.
      rows.push(previous.toUpperCase().replace(' ST.,', ' STREET,'));
      continue;
    }
    const house = roll < 7 ? '' : `${1 + next(9999)} `;
    const [state, zip] = STATES[next(STATES.length)]!;
    const unit = next(10) === 0 ? `Apartment ${1 + next(40)}` : '';
    const row = [
      FIRST[next(FIRST.length)],
      ` ${LAST[next(LAST.length)]} `,
      `${house}${next(4) === 0 ? 'North ' : ''}${STREETS[next(STREETS.length)]} ${SUFFIXES[next(SUFFIXES.length)]}`,
      unit,
      next(2) === 0 ? 'Springfield' : 'st. louis',
      state,
      zip,
      '',
      `person${index}@example.com`,
    ].join(',');
    rows.push(row);
    previous = row;
  }
  return rows.join('\n');
}

function readList(csv: string): ListRecipient[] {
  const parsed = Papa.parse<string[]>(csv, { skipEmptyLines: true });
  return parsed.data.slice(1).map((cells, index) => ({
    firstName: cells[0] ?? '',
    lastName: cells[1] ?? '',
    addressLine1: cells[2] ?? '',
    addressLine2: cells[3] || undefined,
    city: cells[4] ?? '',
    state: cells[5] ?? '',
    postalCode: cells[6] ?? '',
    mailListContactId: String(index + 1),
  }));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function measureListCleaning() {
  const csv = realShapedListCsv(RECIPIENTS);
  const reading: number[] = [];
  const cleaning: number[] = [];
  let removed = 0;
  let kept = 0;
  // One unmeasured turn first: the JIT's warm-up is not what we measure.
  cleanList(readList(csv), { onePerHousehold: false });
  for (let turn = 0; turn < TURNS; turn++) {
    const readStart = performance.now();
    const list = readList(csv);
    reading.push(performance.now() - readStart);
    const cleanStart = performance.now();
    const result = cleanList(list, { onePerHousehold: turn % 2 === 1 });
    cleaning.push(performance.now() - cleanStart);
    if (turn === 0) {
      removed = result.removed.length;
      kept = result.kept.length;
    }
  }
  const figures = {
    recipients: RECIPIENTS,
    kept,
    removed,
    readMsP50: Math.round(median(reading)),
    cleanMsP50: Math.round(median(cleaning)),
    cleanOverRead: Number((median(cleaning) / median(reading)).toFixed(2)),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
  };
  return figures;
}

const MEASURE_FLAG = '--measure-list-cleaning';
if (process.argv.includes(MEASURE_FLAG)) console.log(JSON.stringify(measureListCleaning()));

/** The function's memory the measure runs in, as a Lambda of that size runs Node (the runtime's V8 limits). */
const LAMBDA_MEMORY_MB = 256;
const lambdaNodeFlags = (memoryMb: number) => {
  const newSpace = Math.floor(memoryMb / 10);
  return [`--max-semi-space-size=${Math.floor(newSpace / 2)}`, `--max-old-space-size=${memoryMb - newSpace}`];
};

/**
 * The measure in a child process of its own, printed and answered: this file bundled with the Lambdas'
 * esbuild options and run with the heap limits the Lambda runtime gives a 256 MB function, so its peak RSS
 * is what such a function would hold (under tsx the loader alone added 50 MB, and an uncapped heap grows
 * lazily: 350 MB of RSS for what fits in 256).
 */
export function benchListCleaning() {
  const outDir = mkdtempSync(join(tmpdir(), 'list-cleaning-'));
  try {
    bundleLambda(import.meta.filename, outDir);
    const child = spawnSync(
      process.execPath,
      [...lambdaNodeFlags(LAMBDA_MEMORY_MB), join(outDir, 'index.mjs'), MEASURE_FLAG],
      { encoding: 'utf8', env: process.env },
    );
    if (child.status !== 0) throw new Error(`list cleaning bench failed: ${child.stderr}`);
    const figures = {
      ...(JSON.parse(child.stdout.trim().split('\n').at(-1)!) as ReturnType<typeof measureListCleaning>),
      lambdaMemoryMb: LAMBDA_MEMORY_MB,
    };
    console.log(
      `List cleaning: ${figures.recipients} recipients, read ${figures.readMsP50} ms, cleaned ${figures.cleanMsP50} ms (${figures.cleanOverRead}x reading), ${figures.removed} removed, peak RSS ${figures.peakRssMb} MB in a ${LAMBDA_MEMORY_MB} MB function's heap limits`,
    );
    return figures;
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
