import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOLDOUT_PERCENTS, heldOutPositions, holdoutSize, newHoldoutSeed, splitHoldout } from './holdout';

const thousand = Array.from({ length: 1000 }, (_, index) => `R${index}`);

describe('the holdout of a cleaned list', () => {
  it('holds back exactly 100 of 1,000 at 10%, mails the other 900, and the same 100 again for the same seed', () => {
    const seed = newHoldoutSeed(() => 0.4242);
    const { mailed, heldOut } = splitHoldout(thousand, 10, seed);
    expect(heldOut).toHaveLength(100);
    expect(mailed).toHaveLength(900);
    expect(new Set([...mailed, ...heldOut]).size).toBe(1000);
    expect(splitHoldout(thousand, 10, seed).heldOut).toEqual(heldOut);
    expect(splitHoldout(thousand, 10, seed + 1).heldOut).not.toEqual(heldOut);
  });

  it('holds back nothing at 0%, and 50 of 1,000 at 5%', () => {
    expect(splitHoldout(thousand, 0, 7)).toEqual({ mailed: thousand, heldOut: [] });
    expect(splitHoldout(thousand, 5, 7).heldOut).toHaveLength(50);
  });

  it('holds out exactly the share rounded down, distinct positions inside the list, for any size and seed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3000 }),
        fc.constantFrom(...HOLDOUT_PERCENTS),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (count, percent, seed) => {
          const positions = heldOutPositions(count, percent, seed);
          expect(positions).toHaveLength(holdoutSize(count, percent));
          expect(new Set(positions).size).toBe(positions.length);
          expect(positions.every((position) => position >= 0 && position < count)).toBe(true);
          expect(heldOutPositions(count, percent, seed)).toEqual(positions);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('spreads the held-out recipients over the whole list, not its head', () => {
    const positions = heldOutPositions(1000, 10, 12345);
    expect(positions.filter((position) => position < 500).length).toBeGreaterThan(25);
    expect(positions.filter((position) => position >= 500).length).toBeGreaterThan(25);
  });
});
