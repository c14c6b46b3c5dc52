import { printOnDemandTexts as T } from '@msc/shared/messages';
import { FlowStepper } from '#campaign-kit';

const STEPPER = { kind: 'three-step', steps: T.steps } as const;

/** The print-on-demand step bar: Choose, Personalize, Quantity & Proof. */
export function PodStepper({ current }: { current: 0 | 1 | 2 }) {
  return <FlowStepper stepper={STEPPER} current={current} />;
}
