import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkflowRunner, type TaskHandler } from './index';

const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';

/** One Task that may time out, retried once on the timeout, then caught: what the portal's definitions do. */
const withTimeout = (error: string, timeoutSeconds?: number) => ({
  StartAt: 'Slow',
  States: {
    Slow: {
      Type: 'Task',
      Resource: LAMBDA_INVOKE,
      Parameters: { FunctionName: 'slow', 'Payload.$': '$' },
      ...(timeoutSeconds ? { TimeoutSeconds: timeoutSeconds } : {}),
      Retry: [{ ErrorEquals: [error], IntervalSeconds: 1, MaxAttempts: 1 }],
      Catch: [{ ErrorEquals: [error], ResultPath: '$.error', Next: 'TimedOut' }],
      End: true,
    },
    TimedOut: { Type: 'Pass', End: true },
  },
});

describe('task timeouts in the local workflow runner', () => {
  let definitionsDir: string;
  let attempts = 0;
  /** Never answers: a task function stuck on a call that does not come back. */
  const stuck: TaskHandler = () => {
    attempts++;
    return new Promise(() => undefined);
  };

  beforeAll(async () => {
    definitionsDir = await mkdtemp(join(tmpdir(), 'asl-timeouts-'));
    // The smallest TimeoutSeconds ASL allows: the test waits 1 s per attempt.
    await writeFile(
      join(definitionsDir, 'state-timeout.asl.json'),
      JSON.stringify(withTimeout('States.Timeout', 1)),
    );
    await writeFile(
      join(definitionsDir, 'function-timeout.asl.json'),
      JSON.stringify(withTimeout('States.TaskFailed')),
    );
  });
  afterAll(() => rm(definitionsDir, { recursive: true, force: true }));

  it("fails a task past its state's TimeoutSeconds with States.Timeout, which Retry and Catch take", async () => {
    attempts = 0;
    const runner = createWorkflowRunner({ definitionsDir, resolveTask: () => stuck, retryIntervalMs: 1 });
    const output = (await runner.start('state-timeout', { orderId: 'o-1' }).result) as {
      error: { Error: string };
    };
    expect(attempts).toBe(2);
    expect(output.error.Error).toBe('States.Timeout');
  });

  it('stops a task function at its own timeout as Lambda does (a state without TimeoutSeconds)', async () => {
    attempts = 0;
    const runner = createWorkflowRunner({
      definitionsDir,
      resolveTask: () => stuck,
      retryIntervalMs: 1,
      functionTimeoutMs: 50,
    });
    const output = (await runner.start('function-timeout', { orderId: 'o-2' }).result) as {
      error: { Error: string; Cause: string };
    };
    expect(attempts).toBe(2);
    expect(output.error.Error).toBe('Sandbox.Timedout');
    expect(JSON.parse(output.error.Cause)).toMatchObject({
      errorType: 'Sandbox.Timedout',
      errorMessage: 'Task timed out after 0.05 seconds',
    });
  });
});
