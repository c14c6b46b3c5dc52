import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startScheduler } from './index';

describe('startScheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2025-01-01T00:00:30Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('logs a failing job with its name and keeps running the others', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const healthy = vi.fn(async () => {});
    const scheduler = startScheduler([
      { name: 'refresh-moving-lists', cron: '* * * * *', run: async () => Promise.reject(new Error('boom')) },
      { name: 'refresh-win-back-lists', cron: 'cron(* * * * ? *)', run: healthy },
    ]);
    try {
      await vi.advanceTimersByTimeAsync(2 * 60_000);
      expect(healthy).toHaveBeenCalledTimes(2);
      expect(errors).toHaveBeenCalledTimes(2);
      expect(errors.mock.calls[0]?.[0]).toContain('refresh-moving-lists');
      expect(errors.mock.calls[0]?.[1]).toEqual(new Error('boom'));
    } finally {
      scheduler.stop();
    }
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(healthy).toHaveBeenCalledTimes(2);
  });

  it('does not start a second run while the previous one is still going', async () => {
    let running = 0;
    let maxRunning = 0;
    const slow = vi.fn(async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await new Promise((resolve) => setTimeout(resolve, 150_000));
      running--;
    });
    const scheduler = startScheduler([{ name: 'slow', cron: '* * * * *', run: slow }]);
    await vi.advanceTimersByTimeAsync(4 * 60_000);
    scheduler.stop();
    expect(maxRunning).toBe(1);
    expect(slow.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(slow.mock.calls.length).toBeLessThan(4);
  });

  it('refuses to start when one expression is invalid', () => {
    expect(() =>
      startScheduler([
        { name: 'ok', cron: 'rate(1 day)', run: async () => {} },
        { name: 'typo', cron: 'cron(0 6 * *)', run: async () => {} },
      ]),
    ).toThrow(/6 fields/);
  });
});
