import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkflowRunner, type TaskHandler } from './index';

const LAMBDA_INVOKE = 'arn:aws:states:::lambda:invoke';

/** Task (lambda:invoke) → Choice → Succeed | Fail; a throwing Task is caught and routed to a Fail state. */
const pipeline = {
  StartAt: 'Validate',
  States: {
    Validate: {
      Type: 'Task',
      Resource: LAMBDA_INVOKE,
      Parameters: { FunctionName: 'validate', 'Payload.$': '$' },
      ResultSelector: { 'summary.$': '$.Payload' },
      ResultPath: '$.validation',
      Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'Crashed' }],
      Next: 'IsValid',
    },
    IsValid: {
      Type: 'Choice',
      Choices: [{ Variable: '$.validation.summary.badRows', NumericEquals: 0, Next: 'Summarize' }],
      Default: 'Rejected',
    },
    Summarize: {
      Type: 'Task',
      Resource: 'arn:aws:lambda:us-east-1:000000000000:function:summarize',
      Next: 'Done',
    },
    Done: { Type: 'Succeed' },
    Rejected: { Type: 'Fail', Error: 'ValidationFailed', Cause: 'The list has bad rows' },
    Crashed: { Type: 'Fail', Error: 'ValidatorCrashed', CausePath: '$.error.Cause' },
  },
};

class ListUnreadableError extends Error {
  override name = 'ListUnreadableError';
}

describe('createWorkflowRunner', () => {
  let definitionsDir: string;
  const seen: unknown[] = [];

  const handlers: Record<string, TaskHandler> = {
    Validate: async (payload) => {
      seen.push(payload);
      const { rows } = payload as { rows: string[] };
      if (rows.includes('crash')) throw new ListUnreadableError('cannot read the list');
      return { badRows: rows.filter((row) => row === 'bad').length, checkedAt: new Date(0) };
    },
    Summarize: async (input) => ({ ...(input as object), summarized: true }),
  };

  beforeAll(async () => {
    definitionsDir = await mkdtemp(join(tmpdir(), 'asl-'));
    await writeFile(join(definitionsDir, 'upload-pipeline.asl.json'), JSON.stringify(pipeline));
  });
  afterAll(() => rm(definitionsDir, { recursive: true, force: true }));

  const runner = () =>
    createWorkflowRunner({ definitionsDir, resolveTask: (stateName) => handlers[stateName] });

  it('settles once the executions under way have ended, and at the latest after its timeout', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = createWorkflowRunner({
      definitionsDir,
      resolveTask: (stateName) =>
        stateName === 'Validate'
          ? async (payload) => {
              await gate;
              return handlers.Validate!(payload);
            }
          : handlers[stateName],
    });
    const { executionId } = slow.start('upload-pipeline', { rows: ['ok'] });
    await slow.settled(20);
    expect(slow.describe(executionId).status).toBe('RUNNING');
    const settling = slow.settled(60_000);
    release();
    await settling;
    expect(slow.describe(executionId).status).toBe('SUCCEEDED');
  });
  it('runs Task → Choice → Succeed, giving lambda:invoke handlers the Payload and wrapping their result', async () => {
    const workflows = runner();
    const { executionId, result } = workflows.start('upload-pipeline', { rows: ['ok', 'ok'] });
    expect(executionId).toMatch(/^arn:aws:states:us-east-1:\d{12}:execution:upload-pipeline:[\w-]+$/);
    expect(workflows.describe(executionId).status).toBe('RUNNING');

    const output = await result;
    const expected = {
      rows: ['ok', 'ok'],
      // Through JSON like a real Lambda response: the Date became an ISO string.
      validation: { summary: { badRows: 0, checkedAt: '1970-01-01T00:00:00.000Z' } },
      summarized: true,
    };
    expect(output).toEqual(expected);
    expect(seen.at(-1)).toEqual({ rows: ['ok', 'ok'] }); // the Payload, not {FunctionName, Payload}
    expect(workflows.describe(executionId)).toEqual({ status: 'SUCCEEDED', output: expected });
  });

  it('reports a Fail state as FAILED with its error and cause', async () => {
    const workflows = runner();
    const { executionId, result } = workflows.start('upload-pipeline', { rows: ['ok', 'bad'] });
    await expect(result).rejects.toThrow();
    expect(workflows.describe(executionId)).toEqual({
      status: 'FAILED',
      error: 'ValidationFailed',
      cause: 'The list has bad rows',
    });
  });

  it('lets a Catch route a thrown error, with the AWS-shaped Cause', async () => {
    const workflows = runner();
    const { executionId, result } = workflows.start('upload-pipeline', { rows: ['crash'] });
    await result.catch(() => undefined);
    const description = workflows.describe(executionId);
    expect(description).toMatchObject({ status: 'FAILED', error: 'ValidatorCrashed' });
    expect(JSON.parse(description.cause!)).toMatchObject({
      errorType: 'ListUnreadableError',
      errorMessage: 'cannot read the list',
    });
  });

  it('does not crash the process when nobody awaits a failing execution', async () => {
    const workflows = runner();
    const { executionId } = workflows.start('upload-pipeline', { rows: ['bad'] });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(workflows.describe(executionId).status).toBe('FAILED');
  });

  it('refuses to start a workflow with a Task state that has no local handler', () => {
    const workflows = createWorkflowRunner({
      definitionsDir,
      resolveTask: (stateName) => (stateName === 'Validate' ? handlers.Validate : undefined),
    });
    expect(() => workflows.start('upload-pipeline', {})).toThrow(/Summarize/);
  });

  it('throws for unknown workflows and executions', () => {
    const workflows = runner();
    expect(() => workflows.start('nope', {})).toThrow(/nope\.asl\.json/);
    expect(() => workflows.describe('arn:aws:states:us-east-1:000000000000:execution:x:y')).toThrow(
      /ExecutionDoesNotExist/,
    );
  });
});

describe('createWorkflowRunner definitions', () => {
  it('picks up an edited definition without a new runner', async () => {
    const definitionsDir = await mkdtemp(join(tmpdir(), 'asl-'));
    const file = join(definitionsDir, 'greet.asl.json');
    const passing = (greeting: string) => ({
      StartAt: 'Greet',
      States: { Greet: { Type: 'Pass', Result: { greeting }, End: true } },
    });
    try {
      const workflows = createWorkflowRunner({ definitionsDir, resolveTask: () => undefined });
      await writeFile(file, JSON.stringify(passing('hello')));
      expect(await workflows.start('greet', {}).result).toEqual({ greeting: 'hello' });
      expect(await workflows.start('greet', {}).result).toEqual({ greeting: 'hello' });
      await writeFile(file, JSON.stringify(passing('bonjour')));
      expect(await workflows.start('greet', {}).result).toEqual({ greeting: 'bonjour' });
    } finally {
      await rm(definitionsDir, { recursive: true, force: true });
    }
  });
});
