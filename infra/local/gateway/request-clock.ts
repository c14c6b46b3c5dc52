import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import { setClockOverride } from '@msc/shared/clock';

/**
 * A request's own fake day on the local stack (issue 49's journey): a request with `x-msc-now: <ISO
 * instant>` runs, with everything it starts, on a clock that reads that instant, as `MSC_NOW` would for the
 * whole stack, while the journeys sharing the stack keep the stack's clock. Local only: the deployed API
 * has no such header (API Gateway → Lambda never reads it), and the local gateway takes it only from this
 * machine (`isSameOriginLocal`).
 */
export const REQUEST_CLOCK_HEADER = 'x-msc-now';

const requestInstant = new AsyncLocalStorage<number>();

/** The instant a request asks for, or undefined (none, or not a date). */
function requestedInstant(request: IncomingMessage): number | undefined {
  const header = request.headers[REQUEST_CLOCK_HEADER];
  if (typeof header !== 'string') return undefined;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : at;
}

/** Runs `handle` on the request's clock when it asks for one (the shared clock reads it from then on). */
export function onRequestClock<T>(request: IncomingMessage, handle: () => T): T {
  const at = requestedInstant(request);
  if (at === undefined) return handle();
  // Set each time (an assignment): a test's `resetClock` in the same process drops it.
  setClockOverride(() => requestInstant.getStore());
  return requestInstant.run(at, handle);
}
