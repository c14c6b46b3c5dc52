import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { logger } from './logger';
import { metrics } from './metrics';
import type { RequestContext } from './request-context';

/** Sent back on every answer, and taken from the request when the caller (or a proxy) sends one. */
export const CORRELATION_ID_HEADER = 'x-correlation-id';

/** Only ids that are safe to copy into logs and headers are taken from the caller. */
const SAFE_ID = /^[\w.:@-]{1,128}$/;

/** The caller's correlation id when it sends a usable one, else API Gateway's request id. */
export function correlationIdOf(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const sent = event.headers?.[CORRELATION_ID_HEADER];
  return sent && SAFE_ID.test(sent) ? sent : event.requestContext.requestId;
}

/** Who the request acts as, on every log line from here to the end of the request. */
export function identifyInLogs(ctx: RequestContext): void {
  logger.appendKeys({
    user: ctx.user.userName,
    agency: ctx.agencyId,
    ...(ctx.impersonator ? { actor: ctx.impersonator.userName } : {}),
  });
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
    metrics.addDimension('route', route);
    metrics.addMetric('requests', MetricUnit.Count, 1);
    metrics.addMetric('latency', MetricUnit.Milliseconds, durationMs);
    if (statusCode >= 500) metrics.addMetric('faults', MetricUnit.Count, 1);
    logger.info('Request', { route, path: request.event.rawPath, status: statusCode, durationMs });
  };
  return {
    before: (request) => {
      const correlationId = correlationIdOf(request.event);
      underWay.set(request, { started: performance.now(), correlationId });
      logger.setCorrelationId(correlationId);
    },
    after: finish,
    onError: finish,
  };
}

/**
 * What every capability's Lambda wears, outermost first: the Lambda context on log lines and the
 * request's keys cleared after it (Logger), metrics flushed per invocation (Metrics), then the request log.
 */
export function observability(): MiddlewareObj<Event, Result>[] {
  return [injectLambdaContext(logger, { resetKeys: true }), logMetrics(metrics), requestLog()];
}
