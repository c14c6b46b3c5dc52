import './bench-env';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalCloud } from '../local-cloud';
import { REPO_ROOT } from '../local-config';
import { measureLighthouse } from './web-budgets';

/**
 * `npm run bench:web`: Lighthouse (mobile preset, median of 3) on /sign-in, /, /products and /cart of the
 * production build the local server serves, in Debian's chromium. Adds `lighthouse` (and when, `lighthouseAt`) to bench/results.json.
 */
async function main() {
  const cloud = await startLocalCloud({ port: 0, iam: false });
  let scores: Awaited<ReturnType<typeof measureLighthouse>>;
  try {
    scores = await measureLighthouse(cloud.url, undefined, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  } finally {
    await cloud.stop();
  }
  for (const { route, score, runs, budget } of scores) {
    console.log(
      `${route.padEnd(10)} ${String(score).padStart(3)} (runs ${runs.join(', ')}; budget ${budget})`,
    );
  }
  const file = join(REPO_ROOT, 'bench/results.json');
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(
    file,
    `${JSON.stringify({ ...results, lighthouse: scores, lighthouseAt: new Date().toISOString() }, null, 2)}\n`,
  );
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
