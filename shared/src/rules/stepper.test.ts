import { describe, expect, it } from 'vitest';
import { stepperFor } from './stepper';

describe('stepper by program type', () => {
  it('gives the four-step mail stepper by default', () => {
    expect(stepperFor({ programType: 'CrossSell' })).toEqual({
      kind: 'four-step',
      steps: ['Personalize', 'Select Mail List', 'Select Mail Schedule', 'Review'],
    });
    expect(stepperFor({ programType: undefined }).kind).toBe('four-step');
  });

  it('gives the three-step to retention subscriptions, AnnualAuto and PetInsurance', () => {
    const threeStep = { kind: 'three-step', steps: ['Personalize', 'Select Mail List', 'Review'] };
    expect(stepperFor({ programType: 'Retention', isSubscription: true })).toEqual(threeStep);
    expect(stepperFor({ programType: 'Retention', isSubscription: 'true' })).toEqual(threeStep);
    expect(stepperFor({ programType: 'AnnualAuto' })).toEqual(threeStep);
    expect(stepperFor({ programType: 'PetInsurance' })).toEqual(threeStep);
  });

  it('gives the two-step to retention with isSubscription=false, with an optional custom title', () => {
    expect(stepperFor({ programType: 'Retention', isSubscription: 'false' })).toEqual({
      kind: 'two-step',
      steps: ['Personalize', 'Review'],
    });
    expect(
      stepperFor({ programType: 'Retention', isSubscription: false, reviewTitle: 'Review & Add to Cart' })
        .steps,
    ).toEqual(['Personalize', 'Review & Add to Cart']);
  });
});
