import { Metrics } from '@aws-lambda-powertools/metrics';
import { config } from './config';
import { METRICS_NAMESPACE } from './metric-names';

// EMF lines are for CloudWatch; on a laptop they would only bury the logs of `npm start`.
if (config().APP_ENV === 'local') process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

/**
 * CloudWatch metrics in Embedded Metric Format, published once per invocation (see observability.ts), with
 * the `service` dimension only: what a use case adds here (orders placed, payment failures) adds up across
 * routes. Per-route request metrics go through their own instance (observability.ts).
 */
export const metrics = separateMetrics();

/**
 * Another instance, for metrics that carry a dimension of their own (route, job): in one instance every
 * dimension lands on every metric published with it. Same namespace, same service, same local switch.
 */
export function separateMetrics(): Metrics {
  return new Metrics({ namespace: METRICS_NAMESPACE, serviceName: config().POWERTOOLS_SERVICE_NAME });
}
