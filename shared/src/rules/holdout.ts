/**
 * The optional holdout of step 4 and the Express Order (issue 48): a share of the cleaned list, chosen at
 * random with a stored seed, is neither mailed nor charged, so results can compare the households mailed
 * with those held out. Pure: the same seed and list size always hold out the same recipients.
 */

/** The shares the agent may hold out, in percent. */
export const HOLDOUT_PERCENTS = [0, 5, 10] as const;
export type HoldoutPercent = (typeof HOLDOUT_PERCENTS)[number];

/** How many of `count` recipients a share holds out: exactly the share, rounded down (10% of 1,000 is 100). */
export const holdoutSize = (count: number, percent: HoldoutPercent) => Math.floor((count * percent) / 100);

/** mulberry32: a small, fast generator whose sequence a 32-bit seed fixes. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A new seed to store with the choice (any 32-bit integer; `random` is the caller's, for tests). */
export const newHoldoutSeed = (random: () => number = Math.random) => Math.floor(random() * 2 ** 32) >>> 0;

/**
 * The positions (0-based, ascending) of the recipients held out of a cleaned list of `count`: exactly
 * `holdoutSize(count, percent)` distinct positions, the same for the same seed, count and share.
 */
export function heldOutPositions(count: number, percent: HoldoutPercent, seed: number): number[] {
  const size = holdoutSize(count, percent);
  if (size === 0) return [];
  // A partial Fisher-Yates shuffle of the positions: the first `size` are a uniform sample.
  const random = seededRandom(seed);
  const positions = Array.from({ length: count }, (_, index) => index);
  for (let index = 0; index < size; index++) {
    const pick = index + Math.floor(random() * (count - index));
    [positions[index], positions[pick]] = [positions[pick]!, positions[index]!];
  }
  return positions.slice(0, size).sort((a, b) => a - b);
}

/** The cleaned list split into the recipients mailed (and charged) and those held out, each in list order. */
export function splitHoldout<T>(
  recipients: readonly T[],
  percent: HoldoutPercent,
  seed: number,
): { mailed: T[]; heldOut: T[] } {
  const held = new Set(heldOutPositions(recipients.length, percent, seed));
  return {
    mailed: recipients.filter((_, index) => !held.has(index)),
    heldOut: recipients.filter((_, index) => held.has(index)),
  };
}
