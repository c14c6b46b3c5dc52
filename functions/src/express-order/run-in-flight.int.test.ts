import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { givenExpressAgencies, OWNER, readyExpressOrder, runPipelineByHand } from '../test/express-order';
import { useFreshTable } from '../test/fresh-table';
import { callerOf } from '../test/invoke';
import { type RecordedStart, recordStarts } from '../test/step-functions-starts';
import { findBulkOrderState } from './express-order-store';
import { handler } from './handler';

const call = callerOf(handler);

/** Every start is taken and written down, none is run. */
let starts: RecordedStart<{ bulk: { runId: string } }>[] = [];
let stopStepFunctions: () => Promise<void>;

beforeAll(async () => {
  await useFreshTable();
  await givenExpressAgencies();
  ({ starts, stop: stopStepFunctions } = await recordStarts<{ bulk: { runId: string } }>());
});

afterAll(() => stopStepFunctions());

describe('express order: one run in flight', () => {
  it('saves a change made while a run is under way, and starts the next run only when that one ends', async () => {
    const { id } = await readyExpressOrder({ runPipeline: false });
    expect(starts).toHaveLength(1);

    // One-per-household chosen while the drop's run is still going: saved, no second run.
    const cleaned = await call(OWNER, 'PUT', `/express-orders/${id}/list-cleaning`, {
      onePerHousehold: true,
    });
    expect(cleaned.status).toBe(200);
    expect(starts).toHaveLength(1);
    const during = await findBulkOrderState(OWNER, id);
    expect(during?.onePerHousehold).toBe(true);
    expect(during?.runId).toBe(starts[0]!.name);
    expect((await call(OWNER, 'GET', `/express-orders/${id}/summary`)).body.status).toBe('running');
    expect(starts).toHaveLength(1);

    // The first run ends: its summary is of the lists before the change, so the page's poll starts the next.
    await runPipelineByHand(OWNER, id);
    const polled = await call(OWNER, 'GET', `/express-orders/${id}/summary`);
    expect(polled.body.status).toBe('running');
    expect(starts).toHaveLength(2);
    const next = await findBulkOrderState(OWNER, id);
    expect(next?.runId).toBe(starts[1]!.name);
    expect(next?.runId).not.toBe(starts[0]!.name);

    // That run ends with the change in it: ready, and no third run.
    await runPipelineByHand(OWNER, id);
    expect((await call(OWNER, 'GET', `/express-orders/${id}/summary`)).body.status).toBe('ready');
    expect(starts).toHaveLength(2);
  });
});
