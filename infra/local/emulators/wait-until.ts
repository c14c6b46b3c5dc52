/**
 * Polls `probe` until it resolves true. `abortReason` is checked between attempts so a crashed emulator
 * fails the wait at once with its own reason instead of after the whole timeout.
 */
export const waitUntil = async (
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; what: string; abortReason?: () => string | undefined },
): Promise<void> => {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const aborted = options.abortReason?.();
    if (aborted) throw new Error(`${options.what} did not start: ${aborted}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() >= deadline) {
      throw new Error(`${options.what} did not answer within ${Math.round(options.timeoutMs / 1000)} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 200));
  }
};
