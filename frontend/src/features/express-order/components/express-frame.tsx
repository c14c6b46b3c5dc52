import { expressOrderTexts, labels } from '@msc/shared/messages';
import type { BulkOrderState } from '@msc/shared/model/bulk-order-state';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { FlowStepper } from '#campaign-kit';
import { LoadingState } from '#ui/loading-state';
import { PageTitle } from '#ui/page-title';
import { bulkOrderStateQuery } from '../api/express-order-queries';
import { StartOverButton } from './start-over-button';

const T = expressOrderTexts.ours;

/** The four steps of an Express Order (spec 1 §2), by the names its pages carry. */
export const EXPRESS_STEPS = {
  kind: 'four-step',
  steps: [T.personalizeTitle, T.policyholdersTitle, expressOrderTexts.oneTimeDrop, labels.reviewAndAddToCart],
} as const;

/**
 * A page of the express flow for the bulk order state named by `:bulkOrderStateId`: title, the step bar
 * when the page is a step (0-3) with its Start Over (the reset, after a confirm prompt), then the content once
 * the state is loaded. Another agency's or an unknown
 * state (404) goes to the route's error page.
 */
export function ExpressFrame({
  title,
  step,
  children,
}: {
  title: string;
  step?: 0 | 1 | 2 | 3;
  children: (state: BulkOrderState) => ReactNode;
}) {
  const { bulkOrderStateId = '' } = useParams();
  const { data: state, error } = useQuery(bulkOrderStateQuery(bulkOrderStateId));
  if (error) throw error;
  return (
    <>
      <PageTitle
        title={title}
        actions={step !== undefined && state && <StartOverButton bulkOrderStateId={state.id} />}
      />
      {step !== undefined && <FlowStepper stepper={EXPRESS_STEPS} current={step} />}
      {state ? children(state) : <LoadingState />}
    </>
  );
}
