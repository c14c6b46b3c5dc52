import { apiErrors } from '@msc/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler as documentsHandler } from '../documents/handler';
import { runAsFunction } from '../platform/client-middleware';
import { db } from '../platform/db';
import { dynamoCallsDuring } from '../test/dynamo-calls';
import { givenExpressAgencies, OWNER, oneDropDetails, runPipelineByHand } from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { personalizationForm } from '../test/personalization';
import { type RecordedStart, recordStarts } from '../test/step-functions-starts';
import { toBulkOrderState } from './bulk-access';
import { bulkFingerprint } from './bulk-fingerprint';
import { findBulkOrderState } from './express-order-store';
import { handler } from './handler';
import { chosenBySubCode } from './sub-code-recipients';

const call = callerOf(handler);

let starts: RecordedStart<unknown>[] = [];
let stopStepFunctions: () => Promise<void>;
let documentId: string;

beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  ({ starts, stop: stopStepFunctions } = await recordStarts());
  const proof = await callerOf(documentsHandler)(OWNER, 'POST', '/documents/proofs', {
    productId: 'express',
    form: personalizationForm,
  });
  documentId = proof.body.documentId;
});

afterAll(() => stopStepFunctions());

/** An Express Order of `statCodes` up to step 3, one proof for all: its id. */
async function beforeStep3(statCodes: string[]): Promise<string> {
  const id = (await call(OWNER, 'POST', '/express-orders', { productId: 'express' })).body.id as string;
  await call(OWNER, 'PUT', `/express-orders/${id}/dependents`, { statCodes });
  await call(OWNER, 'PUT', `/express-orders/${id}/personalization`, { isSamePersonalization: true });
  await call(OWNER, 'PUT', `/express-orders/${id}/docid`, { DocID: documentId, isLastRecord: 'true' });
  return id;
}

const saveStep3 = (id: string) =>
  dynamoCallsDuring(() =>
    call(OWNER, 'PUT', `/express-orders/${id}/drop-details`, { dropDetails: oneDropDetails() }),
  );

/** The calls that name the bulk order state's own item (its sort key), by command. */
const stateItemCalls = (calls: { command: string; input: object }[], id: string) => {
  const { sk } = db().entities.bulkOrderState.get({ userName: OWNER, bulkOrderStateId: id }).params().Key as {
    sk: string;
  };
  return calls.filter((sent) => JSON.stringify(sent.input).includes(sk)).map((sent) => sent.command);
};

describe('express order: the round trips of step 3 and of the summary', () => {
  it('saves step 3 with one more call per sub code (its book), the state read and written once', async () => {
    // 1020003 has no emails: its opt-outs ask nothing, so the second sub code adds its book alone.
    const one = await saveStep3(await beforeStep3(['1020001']));
    const id = await beforeStep3(['1020001', '1020003']);
    const two = await saveStep3(id);
    expect(one.result.status).toBe(200);
    expect(two.result.status).toBe(200);
    // Not a returned-mail lookup, a part write or a sub codes read per sub code.
    expect(two.calls.length - one.calls.length).toBe(1);
    // Read once, then the counts, the drop and the run's start in one transaction; not read back.
    expect(stateItemCalls(two.calls, id)).toEqual(['GetItemCommand', 'TransactWriteItemsCommand']);

    // The answer is the state as stored: every sub code's list cleaning written, the run's fingerprint its own.
    const stored = (await findBulkOrderState(OWNER, id))!;
    expect(two.result.body).toEqual(JSON.parse(JSON.stringify(toBulkOrderState(stored))));
    expect(stored.orderStates.map((child) => [child.targetCount, child.listCleaning?.optedOut])).toEqual([
      [2, 1],
      [2, 0],
    ]);
    expect(stored.summary?.status).toBe('running');
    expect(stored.runFingerprint).toBe(bulkFingerprint(stored));
  });

  it('polls a run in flight with the state item alone, and reads the summary ready without a new run', async () => {
    const id = await beforeStep3(['1020001', '1020003']);
    await saveStep3(id);
    const running = await dynamoCallsDuring(() => call(OWNER, 'GET', `/express-orders/${id}/summary`));
    expect(running.result.body.status).toBe('running');
    // No Query: neither the sub codes' parts nor anything else is read while the run is under way.
    expect(running.calls.map((sent) => sent.command)).not.toContain('QueryCommand');
    expect(stateItemCalls(running.calls, id)).toEqual(['GetItemCommand']);

    const started = starts.length;
    await runPipelineByHand(OWNER, id);
    const ready = await call(OWNER, 'GET', `/express-orders/${id}/summary`);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.rows).toHaveLength(2);
    // The summary made from the state as saved is not stale: no second run.
    expect(starts).toHaveLength(started);
  });

  it('saves a price changed since the summary with the new run it calls for, in one write', async () => {
    const id = await beforeStep3(['1020001', '1020003']);
    await saveStep3(id);
    await runPipelineByHand(OWNER, id);
    const started = starts.length;
    await db().entities.product.patch({ productId: 'express' }).set({ unitPrice: 60 }).go();
    try {
      const added = await dynamoCallsDuring(() => call(OWNER, 'POST', `/express-orders/${id}/add-to-cart`));
      expect(added.result).toMatchObject({ status: 422, body: { message: apiErrors.expressSummaryRunning } });
      // The new price and the run's start together, not a save and then a second one for the run.
      const writes = stateItemCalls(added.calls, id).filter((command) => !command.startsWith('Get'));
      expect(writes).toHaveLength(1);
      expect(starts).toHaveLength(started + 1);
      const stored = (await findBulkOrderState(OWNER, id))!;
      expect(stored.unitPrice).toBe(60);
      expect(stored.summary?.status).toBe('running');
      expect(stored.runFingerprint).toBe(bulkFingerprint(stored));
    } finally {
      await db().entities.product.patch({ productId: 'express' }).set({ unitPrice: 58 }).go();
    }
  });

  it('builds the lists that placing the order writes with one more call per sub code (its book)', async () => {
    const listsOf = async (statCodes: string[]) => {
      const id = await beforeStep3(statCodes);
      await saveStep3(id);
      const stored = (await findBulkOrderState(OWNER, id))!;
      // As the checkout Lambda places the order (its calls are the ones counted, under its grants).
      return dynamoCallsDuring(() => runAsFunction('capability:checkout', () => chosenBySubCode(stored)));
    };
    // As in step 3: 1020003 has no emails, so the second sub code adds its book alone, not a returned-mail
    // lookup of its addresses besides.
    const one = await listsOf(['1020001']);
    const two = await listsOf(['1020001', '1020003']);
    expect([...two.result.values()].map(({ recipients }) => recipients.length)).toEqual([2, 2]);
    expect(two.calls.length - one.calls.length).toBe(1);
  });
});
