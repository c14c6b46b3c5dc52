import { refreshMovingLists } from '@msc/functions/retention/index';
import { dropDemoFeed } from '../feeds/demo-feeds';
import { seedEpoch } from '../seed/plan';

/** The monthly Moving refresh over the demo feed: a first run (all writes) and a rerun (all compares). */
export async function benchMovingJob() {
  await dropDemoFeed('moving', seedEpoch().toISOString().slice(0, 7));
  console.log('\njob                             records   ms      records/s');
  for (const label of ['refresh-moving-lists (new)', 'refresh-moving-lists (rerun)']) {
    const started = performance.now();
    const { counts } = await refreshMovingLists();
    const ms = performance.now() - started;
    const records = counts.rows ?? 0;
    console.log(
      `${label.padEnd(30)} ${String(records).padStart(8)} ${ms.toFixed(0).padStart(6)} ${((records / ms) * 1000).toFixed(0).padStart(12)}`,
    );
  }
}
