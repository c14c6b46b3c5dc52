/**
 * The one clock every rule, handler and page reads "now" from, so a test or a whole run can be set to a
 * date: `setClock` in a unit test, `MSC_NOW` (an ISO instant) for a process (`npm start`, the journeys'
 * stack, `npm run test:dates`). Under `MSC_NOW` the clock starts at that instant and runs on with real
 * time, so timeouts, TTLs and "seconds ago" still behave. In the browser `process` is absent and the clock
 * is the page's own (a journey sets it with Playwright's `page.clock`).
 *
 * Elapsed-time measurements (latency, retry deadlines, log timestamps) keep `performance.now()`/`Date.now()`:
 * they measure real time, not the business day, and say so beside the read. Biome's `wall-clock` plugin
 * (`biome-plugins/wall-clock.grit`) refuses any other `Date.now()` or `new Date()` in the source.
 */

type Source = () => number;

const wallClock: Source = () => Date.now();

/** The offset `MSC_NOW` asks for, measured once when this module loads. */
function envOffset(): number {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env;
  const pinned = env?.MSC_NOW;
  if (!pinned) return 0;
  const at = Date.parse(pinned);
  if (Number.isNaN(at)) throw new RangeError(`MSC_NOW is not an ISO date-time: ${pinned}`);
  return at - Date.now();
}

const offset = envOffset();
let source: Source = () => wallClock() + offset;
const defaultSource = source;

/** The current instant. */
export function now(): Date {
  return new Date(source());
}

/** The current instant in milliseconds since the epoch. */
export function nowMs(): number {
  return source();
}

/** Tests only: a fixed instant, or a function answering the instant (e.g. one that advances). */
export function setClock(at: Date | string | number | (() => Date)): void {
  if (typeof at === 'function') {
    source = () => at().getTime();
    return;
  }
  const fixed = new Date(at).getTime();
  if (Number.isNaN(fixed)) throw new RangeError(`Not a date: ${String(at)}`);
  source = () => fixed;
}

/**
 * The local stack only (infra/local's gateway): an instant that, when `read` answers one, goes before the
 * process's clock: a journey's request asks for its own fake day (`x-msc-now`) while the other journeys
 * sharing the stack keep theirs. `read` answers undefined outside such a request.
 */
export function setClockOverride(read: () => number | undefined): void {
  source = () => read() ?? defaultSource();
}

/** Back to the process's clock (the wall clock, shifted by `MSC_NOW` when set). */
export function resetClock(): void {
  source = defaultSource;
}
