import './bench-env';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { personalizationStep1Path } from '@msc/shared/rules/order-state-routing';
import { startLocalCloud } from '../local-cloud';
import { REPO_ROOT } from '../local-config';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { idTokenOf } from './bench-session';
import { LIGHTHOUSE_BUDGET, lighthouseRoutes, measureLighthouse } from './lighthouse';
import { measurePageWeights, PAGE_WEIGHT_BUDGET_KB } from './web-budgets';

const OWNER = 'owner@demo.local';

/**
 * `npm run bench:web`, on the production build the local server serves, in Debian's chromium: the initial
 * JavaScript of every route of `paths` (gzip -9 of the build's files, each script once: the same build
 * gives the same figure; budget PAGE_WEIGHT_BUDGET_KB), then Lighthouse (mobile preset, median of
 * LIGHTHOUSE_RUNS, 3 by default) on the landing routes of issue 44. `WEB_SKIP=lighthouse` weighs only.
 * Adds `pageWeight` and `lighthouse` (and when) to bench/results.json.
 */
async function main() {
  const skip = new Set((process.env.WEB_SKIP ?? '').split(',').filter(Boolean));
  const cloud = await startLocalCloud({ port: 0, iam: false });
  const found: Record<string, unknown> = {};
  try {
    const weights = await measurePageWeights(cloud.url, OWNER);
    for (const weight of weights)
      console.log(
        `${weight.route.padEnd(62)} ${String(weight.jsGzipKB).padStart(6)} KB gzip ${String(weight.jsServedKB).padStart(6)} KB br${weight.withinBudget ? '' : '  over budget'}`,
      );
    const over = weights.filter((weight) => !weight.withinBudget).length;
    const total = weights.reduce((sum, weight) => sum + weight.jsGzipKB, 0);
    console.log(
      `\n${over} of ${weights.length} routes over ${PAGE_WEIGHT_BUDGET_KB} KB gzip; all routes ${total.toFixed(1)} KB`,
    );
    Object.assign(found, {
      pageWeight: weights,
      pageWeightTotalKB: Number(total.toFixed(1)),
      pageWeightAt: new Date().toISOString(),
    });
    if (!skip.has('lighthouse')) {
      // Personalization step 1 of a saved order state of the owner (a made-up id would show an error).
      const token = await idTokenOf(cloud, OWNER, DEMO_PASSWORD);
      const saved = (await (
        await fetch(`${cloud.url}/api/home/saved-items`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { results: { id: string; productId: string }[] };
      const first = saved.results[0];
      const step1 = first
        ? personalizationStep1Path({ orderStateId: first.id, productId: first.productId })
        : '';
      const routes = lighthouseRoutes(step1).filter(Boolean);
      const scores = await measureLighthouse(
        cloud.url,
        routes,
        Number(process.env.LIGHTHOUSE_RUNS ?? 3),
        OWNER,
      );
      for (const { route, score, runs, metrics } of scores)
        console.log(
          `${route.padEnd(62)} ${String(score).padStart(3)} (runs ${runs.join(', ')}; budget ${LIGHTHOUSE_BUDGET}) FCP ${metrics['first-contentful-paint']} LCP ${metrics['largest-contentful-paint']} TBT ${metrics['total-blocking-time']} SI ${metrics['speed-index']} CLS ${metrics['cumulative-layout-shift']}`,
        );
      Object.assign(found, { lighthouse: scores, lighthouseAt: new Date().toISOString() });
    }
  } finally {
    await cloud.stop();
  }
  const file = join(REPO_ROOT, 'bench/results.json');
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(file, `${JSON.stringify({ ...results, ...found }, null, 2)}\n`);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
