import { describe, expect, it } from 'vitest';
import { rssGrowth } from './soak-rss';

/** A minute of samples every 10 s: GC's sawtooth around `level`. */
const sawtooth = (fromSecond: number, minutes: number, level: (minute: number) => number) =>
  Array.from({ length: minutes * 6 }, (_, n) => ({
    atSeconds: fromSecond + n * 10,
    rssMB: level(Math.floor(n / 6)) + [0, 40, 150, -20, 90, 10][n % 6]!,
  }));

describe('the soak’s memory growth', () => {
  it('is none when the level stays though single samples swing by 170 MB', () => {
    const { growth, afterWarmUpMB, lastMB } = rssGrowth(
      sawtooth(0, 30, () => 600),
      180,
      180,
    );
    expect(growth).toBe(0);
    expect(afterWarmUpMB).toBe(lastMB);
  });

  it('finds a leak of 5 MB a minute over half an hour', () => {
    const { growth } = rssGrowth(
      sawtooth(0, 30, (minute) => 600 + 5 * minute),
      180,
      180,
    );
    // After warm-up (minutes 3-5) about 620 MB, at the end (minutes 27-29) about 740 MB.
    expect(growth).toBeGreaterThan(0.15);
  });

  it('leaves the warm-up out', () => {
    const samples = sawtooth(0, 30, (minute) => (minute < 3 ? 300 : 600));
    expect(rssGrowth(samples, 180, 180).growth).toBe(0);
  });
});
