import { describe, expect, it } from 'vitest';
import { holdoutLift } from './holdout-lift';

/**
 * The reference: the two-proportion Wald interval as R's `prop.test(c(x1, x2), c(n1, n2), correct = FALSE)`
 * reports it, computed apart (Python, `statistics.NormalDist().inv_cdf(0.975)`) and written down here.
 */
const REFERENCE = [
  {
    mailed: { hits: 90, of: 900 },
    heldOut: { hits: 5, of: 100 },
    low: 0.00300171469192604,
    high: 0.09699828530807397,
  },
  {
    mailed: { hits: 450, of: 9000 },
    heldOut: { hits: 30, of: 1000 },
    low: 0.008508228261912493,
    high: 0.031491771738087516,
  },
];

describe('holdoutLift', () => {
  it.each(REFERENCE)(
    'equals the reference interval ($mailed.hits/$mailed.of vs $heldOut.hits/$heldOut.of)',
    (row) => {
      const lift = holdoutLift(row.mailed, row.heldOut);
      if (lift.tooSmall) throw new Error('expected an interval');
      expect(lift.low).toBeCloseTo(row.low, 12);
      expect(lift.high).toBeCloseTo(row.high, 12);
      expect(lift.difference).toBeCloseTo(
        row.mailed.hits / row.mailed.of - row.heldOut.hits / row.heldOut.of,
        12,
      );
      expect(lift.significant).toBe(true);
    },
  );

  it('says when the groups are too small to tell', () => {
    // 1 in 100 held out: the held-out group expects 2.8 successes at the pooled rate, fewer than 5.
    expect(holdoutLift({ hits: 27, of: 900 }, { hits: 1, of: 100 })).toMatchObject({ tooSmall: true });
    expect(holdoutLift({ hits: 27, of: 900 }, { hits: 0, of: 0 })).toEqual({
      tooSmall: true,
      mailedRate: 0.03,
      heldOutRate: null,
    });
  });

  it('calls an interval that straddles zero no lift', () => {
    const lift = holdoutLift({ hits: 50, of: 900 }, { hits: 5, of: 100 });
    expect(lift).toMatchObject({ tooSmall: false, significant: false });
  });
});
