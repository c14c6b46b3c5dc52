import { describe, expect, it } from 'vitest';
import { watchEventLoop } from './event-loop-watch';

const holdLoop = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // A handler computing without yielding.
  }
};
const nextTicks = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('watchEventLoop', () => {
  it('names the requests in flight when the loop was held past the threshold', async () => {
    const lines: string[] = [];
    const watch = watchEventLoop((line) => lines.push(line), 400);
    const done = watch.track('PUT /api/order-states/1/subscription');
    watch.track('GET /api/session');
    done();
    await nextTicks();
    holdLoop(1200);
    await nextTicks();
    watch.stop();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[event loop\] held for \d+ ms; in flight: GET \/api\/session \(\d+ s\)$/);
  });

  it('says nothing while the loop turns', async () => {
    const lines: string[] = [];
    // The default threshold (2 s): a busy machine delays timers, never by that much.
    const watch = watchEventLoop((line) => lines.push(line));
    await nextTicks();
    await nextTicks();
    watch.stop();
    expect(lines).toEqual([]);
  });
});
