import type { OrderState } from '@msc/shared/model/order-state';
import { stepperFor } from '@msc/shared/rules/stepper';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FlowStepper, orderStateQuery, StaleScheduleAlert } from '#campaign-kit';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';

/** The steps of the mail stepper, by the spec's labels (spec 2 §2 "Steppers"). */
export type FlowStep = 'Personalize' | 'Select Mail List' | 'Select Mail Schedule' | 'Review';

/**
 * A page of the flow for the order state named by the route's `:id`: title, the program's stepper with
 * this step current, then the page's content once the state is loaded (a state not the user's is the
 * route's page not found).
 */
export function OrderStateFrame({
  step,
  title,
  children,
}: {
  step: FlowStep;
  title: string;
  children: (orderState: OrderState) => ReactNode;
}) {
  const { id = '' } = useParams();
  const { data: orderState, error } = useQuery(orderStateQuery(id));
  // A foreign or unknown id (404) and other failures go to the route's error page.
  if (error) throw error;
  if (!orderState) return <LoadingState />;
  return (
    <>
      <PageTitle title={title} />
      <OrderStateStepper orderState={orderState} step={step} />
      {/* Resumed with mail dates that no longer hold: said on every step but the one that picks them. */}
      {orderState.staleSchedule && step !== 'Select Mail Schedule' && (
        <StaleScheduleAlert notice={orderState.staleSchedule} className="mb-5" />
      )}
      {children(orderState)}
    </>
  );
}

/** The program's step bar (spec 2 §2 "Steppers") with `step` current. */
export function OrderStateStepper({ orderState, step }: { orderState: OrderState; step: FlowStep }) {
  const [query] = useSearchParams();
  const stepper = stepperFor({
    programType: orderState.programType,
    isSubscription: query.get('isSubscription'),
  });
  const current = stepper.steps.indexOf(step === 'Review' ? (stepper.steps.at(-1) ?? step) : step);
  return <FlowStepper stepper={stepper} current={Math.max(0, current)} />;
}
