import { normalizeProgramType } from './program-type-tab';
import { queryFlag } from './route-url';

/** Personalization steppers (spec 2 §2 "Steppers"). */
export type StepperKind = 'four-step' | 'three-step' | 'two-step';

export interface Stepper {
  kind: StepperKind;
  steps: readonly string[];
}

export const FOUR_STEP_LABELS = [
  'Personalize',
  'Select Mail List',
  'Select Mail Schedule',
  'Review',
] as const;
export const THREE_STEP_LABELS = ['Personalize', 'Select Mail List', 'Review'] as const;
export const TWO_STEP_LABELS = ['Personalize', 'Review'] as const;

/**
 * Retention with isSubscription=false gets the two-step stepper (its last step may carry a custom
 * title); retention subscription, AnnualAuto and PetInsurance get the three-step; everything else
 * the four-step mail stepper. isSubscription may be a boolean or a query-string value.
 */
export function stepperFor(input: {
  programType: string | null | undefined;
  isSubscription?: boolean | string | null;
  reviewTitle?: string;
}): Stepper {
  const programType = normalizeProgramType(input.programType);
  if (programType === 'Retention') {
    if (queryFlag(input.isSubscription)) return { kind: 'three-step', steps: THREE_STEP_LABELS };
    return { kind: 'two-step', steps: [TWO_STEP_LABELS[0], input.reviewTitle || TWO_STEP_LABELS[1]] };
  }
  if (programType === 'AnnualAuto' || programType === 'PetInsurance') {
    return { kind: 'three-step', steps: THREE_STEP_LABELS };
  }
  return { kind: 'four-step', steps: FOUR_STEP_LABELS };
}
