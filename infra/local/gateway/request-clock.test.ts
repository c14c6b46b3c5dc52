import type { IncomingMessage } from 'node:http';
import { now, resetClock } from '@msc/shared/clock';
import { afterEach, describe, expect, it } from 'vitest';
import { onRequestClock, REQUEST_CLOCK_HEADER } from './request-clock';

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const SATURDAY = '2026-12-05T22:00:00.000Z';

afterEach(() => resetClock());

describe("a request's own fake day (x-msc-now)", () => {
  it('is the clock of everything the request runs, awaited work included, and of nothing else', async () => {
    const seen = await onRequestClock(request({ [REQUEST_CLOCK_HEADER]: SATURDAY }), async () => {
      const first = now().toISOString();
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [first, now().toISOString()];
    });
    expect(seen).toEqual([SATURDAY, SATURDAY]);
    // Outside the request (another journey's), the process's clock.
    expect(now().toISOString()).not.toBe(SATURDAY);
  });

  it('is ignored when absent or not a date', () => {
    for (const headers of [{}, { [REQUEST_CLOCK_HEADER]: 'next week' }] as Record<string, string>[]) {
      expect(onRequestClock(request(headers), () => now().toISOString())).not.toBe(SATURDAY);
    }
  });
});
