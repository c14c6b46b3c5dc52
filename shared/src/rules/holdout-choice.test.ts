import { describe, expect, it } from 'vitest';
import { HoldoutPercentField } from '../model/holdout';
import { SetListCleaning } from '../model/list-cleaning';
import { chooseHoldout, holdoutView, mailedPricing, splitByHoldout } from './holdout-choice';

const thousand = Array.from({ length: 1000 }, (_, index) => `R${index}`);

describe('the holdout chosen at step 4', () => {
  it('prices only the mailed: 10% of 1,000 at 89 cents charges 900 pieces and holds out 100', () => {
    const choice = chooseHoldout(undefined, 10, () => 0.5);
    const priced = mailedPricing(1000, 89, choice);
    expect(priced).toEqual({ targetCount: 900, totalPrice: 900 * 89, holdout: { ...choice, heldOut: 100 } });
    expect(holdoutView(priced.holdout, priced.targetCount)).toEqual({
      percent: 10,
      heldOut: 100,
      mailed: 900,
    });
  });

  it('leaves the default path as it was: no holdout prices and mails the whole cleaned list', () => {
    expect(chooseHoldout({ seed: 5 }, 0)).toBeUndefined();
    expect(mailedPricing(1000, 89, undefined)).toEqual({
      targetCount: 1000,
      totalPrice: 89_000,
      holdout: undefined,
    });
    expect(splitByHoldout(thousand, undefined)).toEqual({ mailed: thousand, heldOut: [] });
    expect(holdoutView(undefined, 1000)).toBeUndefined();
  });

  it('keeps the seed when the share changes, so the same draw is made again', () => {
    const first = chooseHoldout(undefined, 5, () => 0.25)!;
    const again = chooseHoldout(first, 10, () => 0.75)!;
    expect(again.seed).toBe(first.seed);
    const split = splitByHoldout(thousand, again);
    expect(split.heldOut).toHaveLength(100);
    expect(splitByHoldout(thousand, again).heldOut).toEqual(split.heldOut);
  });

  it('accepts only 0, 5 and 10 percent, saying so for anything else', () => {
    for (const percent of [0, 5, 10]) expect(HoldoutPercentField.safeParse(percent).success).toBe(true);
    for (const wrong of [1, 15, -5, 10.5, '10', null]) {
      const result = SetListCleaning.safeParse({ onePerHousehold: false, holdoutPercent: wrong });
      expect(result.error?.issues[0]?.message).toBe('Choose a holdout of 0, 5 or 10%.');
    }
    expect(SetListCleaning.safeParse({ onePerHousehold: true }).success).toBe(true);
  });
});
