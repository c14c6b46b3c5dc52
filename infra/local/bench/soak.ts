import './bench-env';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { resetClients } from '@msc/functions/platform/clients';
import { resetConfig } from '@msc/functions/platform/config';
import { db, resetDb } from '@msc/functions/platform/db';
import { FeedbackType } from '@msc/shared/model/enums';
import autocannon from 'autocannon';
import type { LocalCloud } from '../local-cloud';
import { REPO_ROOT } from '../local-config';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { BENCH_USER, CONNECTIONS } from './bench-load';
import { idTokenOf } from './bench-session';
import { rssGrowth } from './soak-rss';

/**
 * `npm run bench:soak`: SOAK_MINUTES (30 by default) of mixed reads and writes at the local ceiling
 * (CONNECTIONS callers, each sending its next request as soon as the last is answered) against the
 * local stack started in a process of its own (soak-stack.ts). Counts errors; every answered write (a
 * feedback with a unique comment) must be read back at the end, once; samples the portal process's RSS
 * every SOAK_SAMPLE_SECONDS and compares the median of the last window with that of the window after
 * warm-up (each a tenth of the soak, at least a minute unless it is shorter; soak-rss.ts says why medians).
 * Writes `soak` to bench/results.json.
 */
const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const SAMPLE_SECONDS = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const WARM_UP_SECONDS = Math.min(Math.max(60, MINUTES * 6), MINUTES * 30);
/** The goal: the RSS at the end within this share of the RSS after warm-up. */
const RSS_GROWTH_BUDGET = 0.1;

interface Stack {
  url: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  dynamoEndpoint: string;
  tableName: string;
}

function startStack(): Promise<{ child: ChildProcess; stack: Stack }> {
  // node itself with tsx's loader: the child's pid is the portal's process (not npx's or tsx's wrapper).
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(REPO_ROOT, 'infra/local/bench/soak-stack.ts')],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the soak's stack exited (${code}) before it was ready`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('SOAK_READY ')) resolve({ child, stack: JSON.parse(line.slice(11)) });
    });
  });
}

/** The resident set of the portal's process (the gateway and the handlers; its emulators are apart), in MB. */
function rssMB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

async function soak(stack: Stack, pid: number) {
  const token = await idTokenOf(stack as unknown as LocalCloud, BENCH_USER, DEMO_PASSWORD);
  const run = `soak-${process.pid}-${Date.now()}`;
  let sequence = 0;
  const answered = new Set<string>();
  const samples: { atSeconds: number; rssMB: number }[] = [];
  const started = Date.now();
  const sampler = setInterval(
    () => samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), rssMB: rssMB(pid) }),
    SAMPLE_SECONDS * 1000,
  );
  const result = await autocannon({
    url: stack.url,
    connections: CONNECTIONS,
    duration: MINUTES * 60,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      { method: 'GET', path: '/api/session' },
      { method: 'GET', path: '/api/home/top-picks' },
      { method: 'GET', path: '/api/products?pageSize=12' },
      { method: 'GET', path: '/api/cart' },
      { method: 'GET', path: '/api/orders?page=1' },
      {
        method: 'POST',
        path: '/api/feedback',
        setupRequest: (request, context) => {
          const comment = `${run}-${++sequence}`;
          (context as { comment?: string }).comment = comment;
          const feedback = { feedbackSurveyModel: [], comments: comment, feedbackType: FeedbackType.User };
          return { ...request, body: JSON.stringify(feedback) };
        },
        onResponse: (status, _body, context) => {
          const { comment } = context as { comment?: string };
          if (status < 300 && comment) answered.add(comment);
        },
      },
    ],
  });
  clearInterval(sampler);
  samples.push({ atSeconds: Math.round((Date.now() - started) / 1000), rssMB: rssMB(pid) });
  // Every answered write read back from the table the portal wrote to.
  Object.assign(process.env, { DYNAMODB_ENDPOINT: stack.dynamoEndpoint, TABLE_NAME: stack.tableName });
  resetConfig();
  resetClients();
  resetDb();
  const { data } = await db()
    .entities.feedback.query.feedbackOfUser({ userName: BENCH_USER })
    .go({ pages: 'all' });
  const stored = data.map((item) => item.comments ?? '').filter((comment) => comment.startsWith(`${run}-`));
  const unique = new Set(stored);
  const { afterWarmUpMB, lastMB, growth } = rssGrowth(samples, WARM_UP_SECONDS, WARM_UP_SECONDS);
  return {
    minutes: MINUTES,
    connections: CONNECTIONS,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    writesAnswered: answered.size,
    writesStored: unique.size,
    lostWrites: [...answered].filter((comment) => !unique.has(comment)).length,
    duplicatedWrites: stored.length - unique.size,
    rss: {
      afterWarmUpMB,
      warmUpSeconds: WARM_UP_SECONDS,
      lastMB,
      maxMB: Math.max(...samples.map((sample) => sample.rssMB)),
      growthPercent: Number((growth * 100).toFixed(1)),
      withinBudget: growth <= RSS_GROWTH_BUDGET,
      samples,
    },
  };
}

async function main() {
  console.log(`Soak: ${MINUTES} min, ${CONNECTIONS} connections; starting the local stack…`);
  const { child, stack } = await startStack();
  let outcome: Awaited<ReturnType<typeof soak>>;
  try {
    outcome = await soak(stack, child.pid!);
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  const { samples: _samples, ...rss } = outcome.rss;
  console.log(JSON.stringify({ ...outcome, rss }, null, 2));
  const file = join(REPO_ROOT, 'bench/results.json');
  const results = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  writeFileSync(
    file,
    `${JSON.stringify({ ...results, soak: { ...outcome, at: new Date().toISOString() } }, null, 2)}\n`,
  );
  const failed =
    outcome.errors > 0 || outcome.lostWrites > 0 || outcome.duplicatedWrites > 0 || !outcome.rss.withinBudget;
  if (failed) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
