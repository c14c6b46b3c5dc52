import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { madeEntity } from '@msc/functions/data/lazy-entity';
import { dynamoClient } from '@msc/functions/platform/clients';
import { config } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { issuer, jwksUrl } from '../emulators/cognito';
import type { LocalCloud } from '../local-cloud';
import { REPO_ROOT } from '../local-config';
import { startBareServer } from './bare-server';
import { BENCH_USER, CONNECTIONS, load, type Measured, row, type Scenario } from './bench-load';
import { percentile } from './bench-session';
import { median, round } from './lambda-timings';

/**
 * The route and the bare server take turns this many times, each turn a fixed number of requests, the first
 * of each pair alternating. The machines here are shared: their speed drifts by a third within a minute, so
 * many short turns side by side, each pair compared on its own, are what cancels the drift.
 */
const PAIRS = Number(process.env.BENCH_OVERHEAD_PAIRS ?? 20);
const REQUESTS_PER_TURN = 500;

interface Turn {
  reqPerSec: number;
  p50: number;
  p99: number;
  mean: number;
  errors: number;
  cpuMsPerRequest: number;
}

const fixed = (value: number, digits = 2) => round(value, digits);

async function turn(target: Scenario & { url: string }, token: string): Promise<Turn> {
  // The process's CPU per answered request: the load generator and the emulators' work are the same for
  // both, so the difference is what the route's code costs, whatever else the machine is doing.
  const cpuBefore = process.cpuUsage();
  const result = await load(target, token, { requests: REQUESTS_PER_TURN });
  const cpu = process.cpuUsage(cpuBefore);
  return {
    // A closed loop of CONNECTIONS callers: throughput is CONNECTIONS over the mean latency. autocannon's own
    // throughput counts whole seconds, too coarse for a turn of half a second.
    reqPerSec: Math.round((CONNECTIONS * 1000) / result.latency.mean),
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    errors: result.errors + result.non2xx,
    cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(result.requests.total, 1),
  };
}

function summary(name: string, list: Turn[]): Measured & { mean: number; cpuMsPerRequest: number } {
  return {
    name,
    reqPerSec: median(list.map((m) => m.reqPerSec)),
    p50: median(list.map((m) => m.p50)),
    p99: median(list.map((m) => m.p99)),
    mean: fixed(median(list.map((m) => m.mean))),
    errors: list.reduce((sum, m) => sum + m.errors, 0),
    cpuMsPerRequest: fixed(median(list.map((m) => m.cpuMsPerRequest)), 3),
  };
}

/**
 * /api/agency/current through the local gateway against a bare node:http server doing the same work (the
 * same token checked with jose, the same BatchGetItem with the raw document client): same connections,
 * same number of requests, taking turns so that whatever else the machine does weighs on both.
 */
export async function routeOverhead(cloud: LocalCloud, token: string) {
  const { user: users, agencyMembership, agency } = db().entities;
  const { data: user } = await users.get({ userName: BENCH_USER }).go();
  const agencyId = user?.currentAgencyId || user?.defaultAgencyId;
  if (!user || !agencyId) throw new Error(`${BENCH_USER} has no agency in effect to read`);
  const bare = await startBareServer({
    jwksUrl: jwksUrl(cloud.cognitoEndpoint, cloud.userPoolId),
    issuer: issuer(cloud.cognitoEndpoint, cloud.userPoolId),
    audience: cloud.userPoolClientId,
    client: dynamoClient(),
    tableName: config().TABLE_NAME,
    keys: {
      user: madeEntity(users).get({ userName: BENCH_USER }).params().Key,
      membership: madeEntity(agencyMembership).get({ userName: BENCH_USER, agencyId }).params().Key,
      agency: madeEntity(agency).get({ agencyId }).params().Key,
    },
  });
  try {
    const routeTarget = { name: 'route', path: '', url: `${cloud.url}/api/agency/current` };
    const bareTarget = { name: 'bare', path: '', url: `${bare.url}/` };
    // Warm-up: the route's module loading and the bare server's JWKS fetch and DynamoDB connections.
    await load(routeTarget, token, 2, 2);
    await load(bareTarget, token, 2, 2);
    const runs = { route: [] as Turn[], bare: [] as Turn[] };
    const pairs: { mean: number; cpu: number }[] = [];
    for (let pair = 0; pair < PAIRS; pair++) {
      const routeFirst = pair % 2 === 0;
      const first = await turn(routeFirst ? routeTarget : bareTarget, token);
      const second = await turn(routeFirst ? bareTarget : routeTarget, token);
      const [route, bareTurn] = routeFirst ? [first, second] : [second, first];
      runs.route.push(route);
      runs.bare.push(bareTurn);
      pairs.push({ mean: route.mean / bareTurn.mean, cpu: route.cpuMsPerRequest / bareTurn.cpuMsPerRequest });
    }
    const routeSummary = summary('agency (current) via the gateway', runs.route);
    const bareSummary = summary('bare server: jose + BatchGetItem', runs.bare);
    const meanRatios = pairs.map((p) => p.mean);
    const sorted = [...meanRatios].sort((a, b) => a - b);
    const spread = { p25: fixed(percentile(sorted, 25)), p75: fixed(percentile(sorted, 75)) };
    console.log(
      `\nroute overhead: ${PAIRS} pairs of turns of ${REQUESTS_PER_TURN} requests, ${CONNECTIONS} connections`,
    );
    console.log(row(routeSummary));
    console.log(row(bareSummary));
    console.log(
      `route over bare, per pair: mean latency ${fixed(median(meanRatios))} (middle half ${spread.p25}–${spread.p75}), CPU per request ${fixed(median(pairs.map((p) => p.cpu)))}`,
    );
    return {
      pairs: PAIRS,
      requestsPerTurn: REQUESTS_PER_TURN,
      route: routeSummary,
      bare: bareSummary,
      routeOverBareP50: fixed(routeSummary.p50 / Math.max(bareSummary.p50, 1)),
      // The budget's figure: the median of the pairs' ratios of mean latency (in a closed loop, the inverse
      // of their throughputs), and the middle half of them.
      routeOverBareMean: fixed(median(meanRatios)),
      routeOverBareMeanMiddleHalf: spread,
      routeOverBareCpuPerRequest: fixed(median(pairs.map((p) => p.cpu))),
      bareOverRouteThroughput: fixed(bareSummary.reqPerSec / Math.max(routeSummary.reqPerSec, 1)),
    };
  } finally {
    await bare.close();
  }
}

/**
 * The route overhead again in a process of its own with the X-Ray SDK loaded (the tracer is chosen when
 * the platform loads, once a process): what a stage with `sdkTracing` pays.
 */
export function tracedRouteOverhead(): { routeOverBareMean: number } | undefined {
  console.log('\nroute overhead with the X-Ray SDK loaded (a second local stack)…');
  // The gateway's concurrency flag is set once it has invoked a Lambda (lambda-invocation.ts): a child that
  // inherited it would load Powertools expecting an invocation store it has not made yet.
  const { AWS_LAMBDA_MAX_CONCURRENCY: _, ...env } = process.env;
  const child = spawnSync(process.execPath, ['--import', 'tsx', 'infra/local/bench/run.ts'], {
    cwd: REPO_ROOT,
    env: { ...env, BENCH_ONLY: 'overhead', POWERTOOLS_TRACE_ENABLED: 'true' },
    stdio: 'inherit',
  });
  if (child.status !== 0) {
    console.log('the traced route overhead did not run');
    return undefined;
  }
  return JSON.parse(readFileSync(join(REPO_ROOT, 'bench/results.json'), 'utf8')).routeOverheadTraced;
}
