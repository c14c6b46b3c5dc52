/**
 * The local stack serves every Lambda in one Node process: a handler that computes for seconds without
 * yielding stalls every other request (in AWS it would only slow its own invocation). This watch names
 * the requests in flight whenever the loop was held for over `thresholdMs`, so a journey that times out
 * on a slow machine points at its cause rather than at its victim.
 */
export function watchEventLoop(log: (line: string) => void, thresholdMs = 2000) {
  const inFlight = new Map<number, { path: string; since: number }>();
  let next = 0;
  const tickMs = 250;
  let expected = performance.now() + tickMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const heldMs = now - expected;
    expected = now + tickMs;
    if (heldMs < thresholdMs) return;
    const requests = [...inFlight.values()]
      .map((request) => `${request.path} (${Math.round((now - request.since) / 1000)} s)`)
      .join(', ');
    log(`[event loop] held for ${Math.round(heldMs)} ms; in flight: ${requests || 'no request'}`);
  }, tickMs);
  timer.unref();
  return {
    /** Notes a request until `done` is called. */
    track(path: string): () => void {
      const id = next++;
      inFlight.set(id, { path, since: performance.now() });
      return () => inFlight.delete(id);
    },
    stop: () => clearInterval(timer),
  };
}
