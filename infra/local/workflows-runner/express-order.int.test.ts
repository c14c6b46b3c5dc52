import { join } from 'node:path';
import { handler as documentsHandler } from '@msc/functions/documents/handler';
import { handler } from '@msc/functions/express-order/handler';
import { resetConfig } from '@msc/functions/platform/config';
import { givenExpressAgencies, OWNER, oneDropDetails } from '@msc/functions/test/express-order';
import { useFreshTable } from '@msc/functions/test/fresh-table';
import { callerOf } from '@msc/functions/test/invoke';
import { personalizationForm } from '@msc/functions/test/personalization';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../local-config';
import { resolveWorkflowTask } from '../workflow-tasks';
import { createWorkflowRunner, type TaskHandler } from './index';
import { type SfnEndpoint, startSfnEndpoint } from './sfn-endpoint';

/**
 * The express-order state machine on local parts: the express-order API (its Lambda handler) starts
 * express-order.asl.json in aws-local-stepfunctions through the SDK; the Map runs the task modules per
 * sub code against DynamoDB Local and s3rver; step 4 reads the summary the last task wrote.
 */
const call = callerOf(handler);
const documentsCall = callerOf(documentsHandler);

/** Task calls per state and sub code, and the (state, sub code) pairs told to crash. */
const calls: Record<string, number> = {};
const crashing = new Set<string>();
let endpoint: SfnEndpoint | undefined;

beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  const runner = createWorkflowRunner({
    definitionsDir: join(REPO_ROOT, 'infra/workflows'),
    retryIntervalMs: 0,
    resolveTask: (stateName, resource, workflow): TaskHandler | undefined => {
      const real = resolveWorkflowTask(stateName, resource, workflow);
      if (!real) return undefined;
      return async (input) => {
        const statCode = (input as { subCode?: { statCode?: string } }).subCode?.statCode ?? '';
        const key = `${stateName}:${statCode}`;
        calls[key] = (calls[key] ?? 0) + 1;
        if (crashing.has(key)) throw new TypeError('simulated crash');
        return real(input);
      };
    },
  });
  endpoint = await startSfnEndpoint(runner);
  process.env.SFN_ENDPOINT = endpoint.url;
  resetConfig();
});
afterAll(() => endpoint?.stop());

async function settledSummary(id: string) {
  for (let poll = 0; poll < 400; poll++) {
    const { body } = await call(OWNER, 'GET', `/express-orders/${id}/summary`);
    if (body.status !== 'running') return body;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the summary of ${id} did not settle`);
}

/** An Express Order for two sub codes, the same personalization, its proof returned, all policyholders. */
async function expressOrderToStep3(): Promise<{ id: string; documentId: string }> {
  const { body } = await call(OWNER, 'POST', '/express-orders', { productId: 'express' });
  const id = body.id as string;
  await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, { statCodes: ['1020001', '1020003'] });
  await call(OWNER, 'PUT', `/express-orders/${id}/personalization`, { isSamePersonalization: true });
  const proof = await documentsCall(OWNER, 'POST', '/documents/proofs', {
    productId: 'express',
    form: personalizationForm,
  });
  const documentId = proof.body.documentId as string;
  await call(OWNER, 'PUT', `/express-orders/${id}/docid`, { DocID: documentId, isLastRecord: 'true' });
  return { id, documentId };
}

const saveStep3 = (id: string) =>
  call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, { dropDetails: oneDropDetails() });

describe('express-order state machine', () => {
  it('saving step 3 runs the Map over the chosen sub codes and writes the ready summary step 4 reads', async () => {
    const { id, documentId } = await expressOrderToStep3();
    expect((await saveStep3(id)).status).toBe(200);
    const summary = await settledSummary(id);
    expect(summary).toMatchObject({ status: 'ready', totalQuantity: 4, total: 232 });
    expect(
      summary.rows.map(
        (row: { statCode: string; quantity: number; price: number; proofDocumentId: string }) => [
          row.statCode,
          row.quantity,
          row.price,
          row.proofDocumentId,
        ],
      ),
    ).toEqual([
      ['1020001', 2, 116, documentId],
      ['1020003', 2, 116, documentId],
    ]);
    expect(calls['BuildRecipients:1020001']).toBe(1);
    expect(calls['PriceSubCode:']).toBe(2);
  });

  it('retries a failing task, then writes a clear failed summary naming the sub code; nothing shown as done', async () => {
    const { id } = await expressOrderToStep3();
    crashing.add('RenderProof:1020003');
    try {
      const before = calls['RenderProof:1020003'] ?? 0;
      expect((await saveStep3(id)).status).toBe(200);
      const summary = await settledSummary(id);
      expect(summary).toMatchObject({
        status: 'failed',
        message: 'sub code 10-20-003: proof failed, try again',
        rows: [],
        totalQuantity: 0,
        total: 0,
      });
      // Once and its two retries (States.ALL: MaxAttempts 2).
      expect((calls['RenderProof:1020003'] ?? 0) - before).toBe(3);
      const refused = await call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toBe('sub code 10-20-003: proof failed, try again');
    } finally {
      crashing.clear();
    }
    // Trying again (step 3 saved again) makes it ready.
    expect((await saveStep3(id)).status).toBe(200);
    expect((await settledSummary(id)).status).toBe('ready');
  });
});
