import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { db } from '@msc/functions/data/db';
import { madeEntity } from '@msc/functions/data/lazy-entity';
import { dynamoClient } from '@msc/functions/platform/clients';
import { config } from '@msc/functions/platform/config';
import { issuer, jwksUrl } from '../emulators/cognito';
import type { LocalCloud } from '../local-cloud';
import { REPO_ROOT } from '../local-config';
import { startBareServer } from './bare-server';
import {
  BENCH_USER,
  CONNECTIONS,
  DURATION_SECONDS,
  load,
  type Measured,
  row,
  type Scenario,
} from './bench-load';

/** The route and the bare server take turns this many times; their medians are compared. */
const OVERHEAD_ROUNDS = 3;

/**
 * /api/agency/current through the local gateway against a bare node:http server doing the same work (the
 * same token checked with jose, the same BatchGetItem with the raw document client): same connections,
 * same length, taking turns so that whatever else the machine does weighs on both.
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
    const seconds = Math.max(2, Math.round(DURATION_SECONDS / 2));
    const route = {
      name: 'agency (current)',
      path: '/api/agency/current',
      url: `${cloud.url}/api/agency/current`,
    };
    const bareScenario = { name: 'bare server', path: '/', url: `${bare.url}/` };
    // Warm-up: the route's module loading and the bare server's JWKS fetch and DynamoDB connections.
    await load(route, token, 2, 2);
    await load(bareScenario, token, 2, 2);
    type Turn = Measured & { mean: number; cpuMsPerRequest: number };
    const runs = { route: [] as Turn[], bare: [] as Turn[] };
    const measure = async (scenario: Scenario & { url: string }): Promise<Turn> => {
      // The process's CPU per answered request: the load generator and the emulators' work are the same for
      // both, so the difference is what the route's code costs, whatever else the machine is doing.
      const cpuBefore = process.cpuUsage();
      const result = await load(scenario, token, seconds);
      const cpu = process.cpuUsage(cpuBefore);
      return {
        name: scenario.name,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        // autocannon's percentiles are whole milliseconds; the mean says more at ~10 ms.
        mean: result.latency.mean,
        errors: result.errors + result.non2xx,
        cpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(result.requests.total, 1),
      };
    };
    for (let turn = 0; turn < OVERHEAD_ROUNDS; turn++) {
      runs.route.push(await measure(route));
      runs.bare.push(await measure(bareScenario));
    }
    const med = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const summary = (name: string, list: Turn[]): Turn => ({
      name,
      reqPerSec: med(list.map((m) => m.reqPerSec)),
      p50: med(list.map((m) => m.p50)),
      p99: med(list.map((m) => m.p99)),
      mean: Number(med(list.map((m) => m.mean)).toFixed(2)),
      errors: list.reduce((sum, m) => sum + m.errors, 0),
      cpuMsPerRequest: Number(med(list.map((m) => m.cpuMsPerRequest)).toFixed(3)),
    });
    const routeSummary = summary('agency (current) via the gateway', runs.route);
    const bareSummary = summary('bare server: jose + BatchGetItem', runs.bare);
    console.log(`\nroute overhead: ${OVERHEAD_ROUNDS} turns of ${seconds}s each, ${CONNECTIONS} connections`);
    console.log(row(routeSummary));
    console.log(row(bareSummary));
    console.log(
      `CPU per request: route ${routeSummary.cpuMsPerRequest} ms, bare ${bareSummary.cpuMsPerRequest} ms`,
    );
    return {
      route: routeSummary,
      bare: bareSummary,
      routeOverBareP50: Number((routeSummary.p50 / Math.max(bareSummary.p50, 1)).toFixed(2)),
      routeOverBareMean: Number((routeSummary.mean / bareSummary.mean).toFixed(2)),
      routeOverBareCpuPerRequest: Number(
        (routeSummary.cpuMsPerRequest / Math.max(bareSummary.cpuMsPerRequest, 0.001)).toFixed(2),
      ),
      bareOverRouteThroughput: Number(
        (bareSummary.reqPerSec / Math.max(routeSummary.reqPerSec, 1)).toFixed(2),
      ),
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
