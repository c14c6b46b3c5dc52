import { Metrics } from '@aws-lambda-powertools/metrics';
import { config } from './config';

// EMF lines are for CloudWatch; on a laptop they would only bury the logs of `npm start`.
if (config().APP_ENV === 'local') process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

/** CloudWatch metrics in Embedded Metric Format, published once per invocation (see observability.ts). */
export const metrics = new Metrics({ namespace: 'MscPortal', serviceName: 'msc-portal' });
