import type { Tracer } from '@aws-lambda-powertools/tracer';
import type { MiddlewareObj } from '@middy/core';
import { config } from './config';

/**
 * X-Ray through Powertools Tracer, loaded only where traces are sent: in AWS, unless the stage turns
 * tracing off (`POWERTOOLS_TRACE_ENABLED=false`), or wherever that variable is `true` (the bench measures
 * the traced path so). Loading the X-Ray SDK installs an async hook (cls-hooked) that follows every
 * promise to its end, traced or not: about 1.6 µs a promise, several percent of a route's CPU, and its
 * modules at every cold start. Responses are not captured: API answers carry names and addresses, which
 * have no place in trace metadata; errors are.
 */
export function tracingWanted(): boolean {
  const wanted = process.env.POWERTOOLS_TRACE_ENABLED;
  return wanted === 'true' || (config().APP_ENV === 'aws' && wanted !== 'false');
}

const powertools = tracingWanted()
  ? await Promise.all([
      import('@aws-lambda-powertools/tracer'),
      import('@aws-lambda-powertools/tracer/middleware'),
    ])
  : undefined;

const tracer: Tracer | undefined = powertools
  ? new powertools[0].Tracer({
      serviceName: config().POWERTOOLS_SERVICE_NAME,
      enabled: config().APP_ENV === 'aws',
      captureHTTPsRequests: true,
    })
  : undefined;

/** An AWS SDK client whose calls are subsegments named after their operation (the client itself untraced). */
export function traced<T>(client: T): T {
  return tracer ? tracer.captureAWSv3Client(client) : client;
}

/** The handler's subsegment, without the response; nothing where traces are not sent. */
export function tracedHandler<E, R>(): MiddlewareObj<E, R>[] {
  return powertools && tracer
    ? [powertools[1].captureLambdaHandler(tracer, { captureResponse: false }) as MiddlewareObj<E, R>]
    : [];
}

/** Annotations are indexed (searchable in X-Ray); keys may hold letters, digits and underscores only. */
export function annotate(keys: Record<string, string | number | boolean | undefined>): void {
  if (!tracer) return;
  for (const [key, value] of Object.entries(keys)) if (value !== undefined) tracer.putAnnotation(key, value);
}
