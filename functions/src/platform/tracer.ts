import { Tracer } from '@aws-lambda-powertools/tracer';
import { config } from './config';

/**
 * X-Ray through Powertools Tracer. On a laptop and in tests it is a no-op (no daemon to send to; Powertools
 * also turns itself off outside Lambda). Responses are not captured: API answers carry names and addresses,
 * which have no place in trace metadata; errors are.
 */
export const tracer = new Tracer({
  serviceName: config().POWERTOOLS_SERVICE_NAME,
  enabled: config().APP_ENV === 'aws',
  captureHTTPsRequests: true,
});

/** Annotations are indexed (searchable in X-Ray); keys may hold letters, digits and underscores only. */
export function annotate(keys: Record<string, string | number | boolean | undefined>): void {
  for (const [key, value] of Object.entries(keys)) if (value !== undefined) tracer.putAnnotation(key, value);
}
