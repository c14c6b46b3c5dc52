import middy from '@middy/core';
import { logger } from './logger';
import { invocationObservability } from './observability';
import { annotate } from './tracer';

type Keys = Record<string, string | number | undefined>;

/**
 * A Lambda that no HTTP request starts (a workflow task, a scheduled job), observed like the API's: the
 * same logs, trace and metrics, plus keys that say what runs (`workflow` and `task`, or `job`) on every log
 * line and as trace annotations. `keysOf` adds keys taken from the event (the user an upload belongs to).
 */
export function backgroundHandler<E, R>(
  keys: Keys,
  body: (event: E) => Promise<R>,
  keysOf: (event: E) => Keys = () => ({}),
) {
  return middy<E, R>()
    .use(invocationObservability<E, R>())
    .use({
      before: (request) => {
        const all = { ...keys, ...keysOf(request.event) };
        logger.appendKeys(all);
        annotate(all);
      },
    })
    .handler(body);
}
