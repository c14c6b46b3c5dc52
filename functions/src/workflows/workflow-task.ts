import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { backgroundHandler } from '#platform/background-handler';
import { logger } from '#platform/logger';
import { METRIC_DIMENSIONS, METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';

/** What a task's payload may say about whose work it is (the upload pipeline's tasks carry the upload). */
interface TaskPayload {
  upload?: { userName?: string; uploadId?: string };
}

/**
 * A Step Functions task's Lambda handler: `body` with the portal's logs, trace and metrics, annotated with
 * the workflow, the task and, when the payload carries an upload, its user and id. Errors pass through
 * untouched: their name is what the definition's Retry and Catch match.
 */
export function workflowTask<E, R>(workflow: string, task: string, body: (event: E) => Promise<R>) {
  return backgroundHandler<E, R>({ workflow, task }, body, (event) => {
    const upload = (event as TaskPayload | undefined)?.upload;
    return { user: upload?.userName, upload: upload?.uploadId };
  });
}

/**
 * Called by the state a Catch leads to: one `workflowCaught` metric for the workflow (an alarm watches it)
 * and the caught error in the logs. Errors named in `expected` are outcomes, not failures (a refused
 * upload is the user's file, not our fault): logged, never counted. The state machine still ends as its
 * definition says.
 */
export function recordCaughtFailure(
  workflow: string,
  error: { Error?: string; Cause?: string } | undefined,
  expected: readonly string[] = [],
) {
  const details = { workflow, error: error?.Error, cause: error?.Cause };
  if (error?.Error && expected.includes(error.Error)) {
    logger.info('Workflow ended on an expected error', details);
    return;
  }
  const single = metrics.singleMetric();
  single.addDimension(METRIC_DIMENSIONS.workflow, workflow);
  single.addMetric(METRIC_NAMES.workflowCaught, MetricUnit.Count, 1);
  logger.error('Workflow caught a failure', details);
}
