/**
 * Whether the portal's memory grew over a soak. One sample against another is GC's sawtooth, not growth
 * (a 30-minute soak sampled every 10 s swings between 536 and 756 MB within a minute): the median of the
 * samples in the window right after warm-up is compared with the median of the same length of window at
 * the end.
 */

export interface RssSample {
  atSeconds: number;
  rssMB: number;
}

export function rssGrowth(samples: readonly RssSample[], warmUpSeconds: number, windowSeconds: number) {
  const end = samples.at(-1)?.atSeconds ?? 0;
  const warm = samples.filter(
    ({ atSeconds }) => atSeconds >= warmUpSeconds && atSeconds < warmUpSeconds + windowSeconds,
  );
  const last = samples.filter(({ atSeconds }) => atSeconds > end - windowSeconds);
  const afterWarmUpMB = median(warm.length > 0 ? warm : samples.slice(0, 1));
  const lastMB = median(last);
  return {
    afterWarmUpMB,
    lastMB,
    growth: afterWarmUpMB > 0 ? (lastMB - afterWarmUpMB) / afterWarmUpMB : 0,
  };
}

function median(samples: readonly RssSample[]): number {
  const sorted = samples.map(({ rssMB }) => rssMB).sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
