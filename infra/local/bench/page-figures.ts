/** How the issue-44 page benches measure a page and compare the busy size with the small one. */
export const PAGE_ROUNDS = Number(process.env.BENCH_PAGES_ROUNDS ?? 30);
const WARM_UP = 5;

/** The median of PAGE_ROUNDS calls after WARM_UP, in ms (one decimal). */
export async function medianMs(call: () => Promise<void>): Promise<number> {
  const timed = async () => {
    const started = performance.now();
    await call();
    return performance.now() - started;
  };
  for (let round = 0; round < WARM_UP; round++) await timed();
  const times: number[] = [];
  for (let round = 0; round < PAGE_ROUNDS; round++) times.push(await timed());
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(times.length / 2)]!.toFixed(1));
}

export type PageFigure =
  | { name: string; smallP50: number; busyP50: number; ratio: number; withinGoal: boolean }
  | { name: string; small: number | string; busy: number | string; withinGoal: false };

/** A page's figure at both sizes (a failure's message in place of a time), printed as it is recorded. */
export function ratioOf(name: string, small: number | string, busy: number | string): PageFigure {
  if (typeof busy === 'string' || typeof small === 'string') {
    console.log(`${name.padEnd(40)} ${String(small).padStart(9)}   ${busy}`);
    return { name, small, busy, withinGoal: false };
  }
  const ratio = Number((busy / Math.max(small, 0.1)).toFixed(2));
  console.log(
    `${name.padEnd(40)} ${String(small).padStart(9)} ${String(busy).padStart(15)} ${String(ratio).padStart(7)}`,
  );
  return { name, smallP50: small, busyP50: busy, ratio, withinGoal: ratio <= 1.5 };
}
