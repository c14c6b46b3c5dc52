import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lambdaContext } from '#platform/api-gateway-event';
import { runAsFunction } from '#platform/client-middleware';
import { db } from '#platform/db';
import { givenExpressAgencies, OWNER, readyExpressOrder } from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { type RecordedStart, recordStarts } from '../test/step-functions-starts';
import { handler as buildRecipients } from '../workflows/express-order/build-recipients';
import { handler as priceSubCode } from '../workflows/express-order/price-sub-code';
import { handler as renderProof } from '../workflows/express-order/render-proof';
import type { BulkRunInput } from './bulk-run';
import { findBulkOrderState } from './express-order-store';

/** The runs' starts, written down and not run: each test runs the tasks itself on its run's input. */
let starts: RecordedStart<BulkRunInput>[] = [];
let stopStepFunctions: () => Promise<void>;

beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  ({ starts, stop: stopStepFunctions } = await recordStarts<BulkRunInput>());
});

afterAll(() => stopStepFunctions());

const context = lambdaContext('express-order');

/** A task as its own Lambda, as the state machine runs it (local IAM holds it to that task's policy). */
const asTask = <T>(state: string, run: () => Promise<T>) =>
  runAsFunction(`workflow:express-order/${state}`, run);

/** An Express Order of two sub codes at step 4, its run started: the run's input as the API sent it. */
async function startedRun(): Promise<{ id: string; input: BulkRunInput }> {
  const { id } = await readyExpressOrder({ runPipeline: false });
  const input = starts.at(-1)!.input;
  expect(input.bulk.bulkOrderStateId).toBe(id);
  return { id, input };
}

/** A sub code's Map item, as express-order.asl.json's ItemSelector makes it of the run's input. */
function itemOf(input: BulkRunInput, statCode: string) {
  const subCode = input.subCodes.find((candidate) => candidate.statCode === statCode);
  if (!subCode) throw new Error(`no Map item for ${statCode}`);
  return { bulk: input.bulk, order: input.order, subCode };
}

describe('express-order tasks: what they need of the bulk order state is in their input', () => {
  it('counts, finds the proof of and prices every sub code with the bulk order state deleted', async () => {
    const { id, input } = await startedRun();
    const proofId = (await findBulkOrderState(OWNER, id))!.pageFlexDocumentIds[0];
    // Only the state's own item: a task reading the state again would find nothing ("gone").
    await db().entities.bulkOrderState.delete({ userName: OWNER, bulkOrderStateId: id }).go();
    expect(await findBulkOrderState(OWNER, id)).toBeUndefined();

    const outcomes = [];
    for (const statCode of ['1020001', '1020003']) {
      const item = itemOf(input, statCode);
      // Both send to all: BuildRecipients reads the sub code's list, not the state.
      const recipients = await asTask('BuildRecipients', () => buildRecipients(item, context));
      const proof = await asTask('RenderProof', () => renderProof(item, context));
      const price = await asTask('PriceSubCode', () =>
        priceSubCode({ order: item.order, quantity: recipients.quantity }, context),
      );
      outcomes.push([statCode, recipients.quantity, proof.documentId, price.price]);
    }
    // 10-20-001: three policyholders, one opted out; 10-20-003: two. 58 cents a piece.
    expect(outcomes).toEqual([
      ['1020001', 2, proofId, 116],
      ['1020003', 2, proofId, 116],
    ]);
  });

  it('fails a sub code whose input names no proof, or a proof that is gone or not the order owner’s', async () => {
    const { input } = await startedRun();
    const item = itemOf(input, '1020001');
    const { proofDocumentId: _proof, ...withoutProof } = item.subCode;
    const render = (changed: Partial<typeof item>) =>
      asTask('RenderProof', () => renderProof({ ...item, ...changed }, context));

    await expect(render({ subCode: withoutProof })).rejects.toMatchObject({
      name: 'SubCodeStepFailed',
      message: 'No proof for 1020001.',
    });
    await expect(
      render({ subCode: { ...item.subCode, proofDocumentId: 'no-such-proof' } }),
    ).rejects.toMatchObject({
      name: 'SubCodeStepFailed',
      message: 'The proof of 1020001 is gone.',
    });
    // The proofs belong to the order's owner master and user: under another agency it is not found.
    await expect(render({ order: { ...item.order, agencyId: 5 } })).rejects.toMatchObject({
      name: 'SubCodeStepFailed',
      message: 'The proof of 1020001 is gone.',
    });
    // The same item as the run's start made it finds its proof.
    expect(await render({})).toEqual({ documentId: item.subCode.proofDocumentId });
  });
});
