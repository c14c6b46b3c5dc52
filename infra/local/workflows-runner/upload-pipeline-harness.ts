import { join } from 'node:path';
import { resetConfig } from '@msc/functions/platform/config';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { postToStorage } from '@msc/functions/test/storage-post';
import { handler } from '@msc/functions/uploads/handler';
import { afterAll, beforeAll, expect } from 'vitest';
import { REPO_ROOT } from '../local-config';
import { resolveWorkflowTask } from '../workflow-tasks';
import { createWorkflowRunner, type TaskHandler } from './index';
import { type SfnEndpoint, startSfnEndpoint } from './sfn-endpoint';

/**
 * The upload-validate-summary pipeline end to end on local parts: the uploads API (its Lambda handler), a
 * presigned POST to s3rver, the state machine in aws-local-stepfunctions started through the SDK, the task
 * modules, DynamoDB Local.
 */
export const agent = claimsFor('upload-agent@test.local');
export const other = claimsFor('upload-other@test.local');
export const call = (
  claims: Record<string, string>,
  method: string,
  path: string,
  body?: unknown,
  query?: Record<string, string>,
) => invoke(handler, { method, path: `/api${path}`, claims, body, query });

/** Task calls per state, and states told to crash (the task-failure case). */
export const calls: Record<string, number> = {};
export const crashing = new Set<string>();

/** A test file's fresh table, its two users and the state-machine runner with its SDK endpoint. */
export function useUploadPipeline(): void {
  let endpoint: SfnEndpoint | undefined;
  beforeAll(async () => {
    await useFreshTable();
    await givenAgency({ agencyId: 1 });
    await givenAgency({ agencyId: 2 });
    await givenUser({ userName: 'upload-agent@test.local', defaultAgencyId: 1 }, [1, 2]);
    await givenUser({ userName: 'upload-other@test.local', defaultAgencyId: 1 }, [1]);
    const runner = createWorkflowRunner({
      definitionsDir: join(REPO_ROOT, 'infra/workflows'),
      retryIntervalMs: 0,
      resolveTask: (stateName, resource, workflow): TaskHandler | undefined => {
        const real = resolveWorkflowTask(stateName, resource, workflow);
        if (!real) return undefined;
        return async (input) => {
          calls[stateName] = (calls[stateName] ?? 0) + 1;
          if (crashing.has(stateName)) throw new TypeError('simulated crash');
          return real(input);
        };
      },
    });
    endpoint = await startSfnEndpoint(runner);
    process.env.SFN_ENDPOINT = endpoint.url;
    resetConfig();
  });
  afterAll(() => endpoint?.stop());
}

/** An upload made through the API, its file not sent yet: its id and where to POST the file. */
export async function created(claims: Record<string, string>, fileName: string, size: number) {
  const response = await call(claims, 'POST', '/uploads', { kind: 'shipToList', fileName, size });
  expect(response.status).toBe(201);
  const { upload: made, url, fields } = response.body;
  return {
    uploadId: made.uploadId as string,
    put: (body: Buffer | string) => postToStorage(url, fields, body),
  };
}

export async function upload(
  claims: Record<string, string>,
  fileName: string,
  bytes: Buffer | string,
  declaredSize?: number,
) {
  const body = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes);
  const { uploadId, put } = await created(claims, fileName, declaredSize ?? body.length);
  expect((await put(body)).ok).toBe(true);
  return uploadId;
}

export async function settled(claims: Record<string, string>, uploadId: string) {
  for (let poll = 0; poll < 300; poll++) {
    const { body } = await call(claims, 'GET', `/uploads/${uploadId}`);
    if (body.state !== 'validating' && body.state !== 'pending') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`upload ${uploadId} did not settle`);
}

export async function uploadAndRun(fileName: string, bytes: Buffer | string, declaredSize?: number) {
  const uploadId = await upload(agent, fileName, bytes, declaredSize);
  const started = await call(agent, 'POST', `/uploads/${uploadId}/start`);
  expect(started.status).toBe(202);
  return { uploadId, status: await settled(agent, uploadId) };
}
