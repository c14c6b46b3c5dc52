import { describe, expect, it } from 'vitest';
import { finishJobRun } from './job-metrics';

describe('finishJobRun', () => {
  it('records a run that met no error as succeeded, with its counts', () => {
    const run = finishJobRun('index-search', '2026-11-29T03:30:00.000Z', { users: 3 }, []);
    expect(run).toMatchObject({
      jobName: 'index-search',
      startedAt: '2026-11-29T03:30:00.000Z',
      status: 'succeeded',
      counts: { users: 3 },
      errors: [],
    });
    expect(run.finishedAt).toBeDefined();
  });

  it('throws for a run with errors, naming the job and every error', () => {
    expect(() => finishJobRun('mail-drops', '2026-11-29T05:00:00.000Z', { drops: 1 }, ['a', 'b'])).toThrow(
      'mail-drops failed: a; b',
    );
  });
});
