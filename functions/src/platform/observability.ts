import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { config } from './config';
import { logger } from './logger';
import { METRIC_DIMENSIONS, METRIC_NAMES } from './metric-names';
import { metrics, separateMetrics } from './metrics';
import type { RequestContext } from './request-context';
import { annotate, tracedHandler } from './tracer';

/** Sent back on every answer, and taken from the request when the caller (or a proxy) sends one. */
export const CORRELATION_ID_HEADER = 'x-correlation-id';

/** Only ids that are safe to copy into logs and headers are taken from the caller. */
const SAFE_ID = /^[\w.:@-]{1,128}$/;

/** The caller's correlation id when it sends a usable one, else API Gateway's request id. */
export function correlationIdOf(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const sent = event.headers?.[CORRELATION_ID_HEADER];
  return sent && SAFE_ID.test(sent) ? sent : event.requestContext.requestId;
}

/** Who the request acts as, on every log line from here to the end of the request, and on its trace. */
export function identifyInLogs(ctx: RequestContext): void {
  logger.appendKeys({
    user: ctx.user.userName,
    agency: ctx.agencyId,
    ...(ctx.impersonator ? { actor: ctx.impersonator.userName } : {}),
  });
  annotate({ user: ctx.user.userName, agency: ctx.agencyId, actor: ctx.impersonator?.userName });
}

/**
 * Request count, latency and faults by route, in an instance of their own: the `route` dimension must not
 * land on what a use case adds to `metrics` (orders placed, payment failures), which adds up across routes.
 */
const requestMetrics = separateMetrics();

/** Flushes the invocation's metrics; an empty set is not published (Powertools would warn on every request). */
export function publishMetrics(): void {
  if (requestMetrics.hasStoredMetrics()) requestMetrics.publishStoredMetrics();
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}

/**
 * What every Lambda of the portal wears, whatever its event: the Lambda context on log lines and the
 * invocation's keys cleared after it (Logger), a traced handler subsegment without the response (Tracer), a
 * ColdStart metric per execution environment, and the invocation's metrics flushed at the end.
 */
export function invocationObservability<E, R>(): MiddlewareObj<E, R>[] {
  return [
    injectLambdaContext(logger, { resetKeys: true }) as MiddlewareObj<E, R>,
    ...tracedHandler<E, R>(),
    {
      before: (request) => metrics.captureColdStartMetric(request.context.functionName),
      after: publishMetrics,
      onError: publishMetrics,
    },
  ];
}

type Event = APIGatewayProxyEventV2;
type Result = APIGatewayProxyResultV2;

/**
 * Correlation id in, out (response header) and on every log line; one `Request` line with the outcome;
 * request count and latency by route as metrics.
 */
function requestLog(): MiddlewareObj<Event, Result> {
  // Per request, not per handler: locally one handler serves concurrent requests.
  const underWay = new WeakMap<object, { started: number; correlationId: string }>();
  const finish = (request: { event: Event; response: Result | undefined | null }) => {
    const { started, correlationId } = underWay.get(request) ?? {
      started: performance.now(),
      correlationId: correlationIdOf(request.event),
    };
    const response = request.response;
    let statusCode = 500;
    if (response && typeof response === 'object') {
      response.headers = { ...response.headers, [CORRELATION_ID_HEADER]: correlationId };
      statusCode = response.statusCode ?? 200;
    }
    const route = request.event.routeKey;
    const durationMs = Math.round(performance.now() - started);
    requestMetrics.addDimension(METRIC_DIMENSIONS.route, route);
    // A second dimension set: the same metrics per capability, for its 5xx-rate and p99 alarms.
    const capability = config().PORTAL_CAPABILITY;
    if (capability) requestMetrics.addDimensions({ [METRIC_DIMENSIONS.capability]: capability });
    requestMetrics.addMetric(METRIC_NAMES.requests, MetricUnit.Count, 1);
    requestMetrics.addMetric(METRIC_NAMES.latency, MetricUnit.Milliseconds, durationMs);
    if (statusCode >= 500) requestMetrics.addMetric(METRIC_NAMES.faults, MetricUnit.Count, 1);
    annotate({ status: statusCode });
    logger.info('Request', { route, path: request.event.rawPath, status: statusCode, durationMs });
  };
  return {
    before: (request) => {
      const correlationId = correlationIdOf(request.event);
      underWay.set(request, { started: performance.now(), correlationId });
      logger.setCorrelationId(correlationId);
      annotate({ route: request.event.routeKey, correlation_id: correlationId });
    },
    after: finish,
    onError: finish,
  };
}

/**
 * What every capability's Lambda wears, outermost first: the invocation's (logs, trace, cold start, metrics
 * flushed last), then the request log, which names the route and the correlation id on both.
 */
export function observability(): MiddlewareObj<Event, Result>[] {
  return [...invocationObservability<Event, Result>(), requestLog()];
}
