/**
 * The lift of a mailing over its holdout (issue 48): the rate of the mailed households against the rate of
 * the held-out ones (responses, or new policies), their difference with a 95% confidence interval by the
 * two-proportion (Wald) method — what `prop.test(x, n, correct = FALSE)` reports — and whether the groups are
 * too small to tell: the normal approximation holds only when each group expects at least
 * `MIN_EXPECTED` successes and failures at the pooled rate.
 */

/** z of a two-sided 95% interval. */
const Z_95 = 1.959963984540054;
/** The least expected count, in each group, of successes and of failures. */
export const MIN_EXPECTED = 5;

export interface GroupRate {
  /** Households that responded (or wrote a policy). */
  hits: number;
  /** Households in the group. */
  of: number;
}

export type Lift =
  | { tooSmall: true; mailedRate: number | null; heldOutRate: number | null }
  | {
      tooSmall: false;
      mailedRate: number;
      heldOutRate: number;
      /** mailedRate − heldOutRate. */
      difference: number;
      low: number;
      high: number;
      /** Whether the interval lies wholly above (or below) zero: a lift (or a loss) shown at 95%. */
      significant: boolean;
    };

const rateOf = (group: GroupRate) => (group.of > 0 ? group.hits / group.of : null);

export function holdoutLift(mailed: GroupRate, heldOut: GroupRate): Lift {
  const mailedRate = rateOf(mailed);
  const heldOutRate = rateOf(heldOut);
  if (mailedRate === null || heldOutRate === null) return { tooSmall: true, mailedRate, heldOutRate };
  const pooled = (mailed.hits + heldOut.hits) / (mailed.of + heldOut.of);
  const expected = [mailed.of, heldOut.of].flatMap((size) => [size * pooled, size * (1 - pooled)]);
  if (expected.some((count) => count < MIN_EXPECTED)) return { tooSmall: true, mailedRate, heldOutRate };
  const difference = mailedRate - heldOutRate;
  const spread =
    Z_95 *
    Math.sqrt((mailedRate * (1 - mailedRate)) / mailed.of + (heldOutRate * (1 - heldOutRate)) / heldOut.of);
  const low = difference - spread;
  const high = difference + spread;
  return {
    tooSmall: false,
    mailedRate,
    heldOutRate,
    difference,
    low,
    high,
    significant: low > 0 || high < 0,
  };
}
