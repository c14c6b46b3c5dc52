import {
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localClientSettings } from '@msc/functions/platform/local-aws';
import { refreshMovingLists } from '@msc/functions/retention/index';
import autocannon from 'autocannon';
import { dropDemoFeed } from '../feeds/demo-feeds';
import { startLocalCloud } from '../local-cloud';
import { DEMO_PASSWORD } from '../seed/demo-accounts';

/**
 * `npm run bench`: the local stack on an ephemeral store, then a fixed, bounded load on loopback against
 * the hot API paths. Numbers here measure our code plus DynamoDB Local (the bottleneck per STACK.md),
 * so compare runs on the same machine, not with AWS.
 */
const SCENARIOS = [
  { name: 'session', path: '/api/session' },
  { name: 'product search (page 1)', path: '/api/products?pageSize=12' },
  {
    name: 'product search (filtered)',
    path: '/api/products?programType=cross-sell&sort=name-a-z&pageSize=24',
  },
  { name: 'cart', path: '/api/cart' },
  { name: 'moving lists', path: '/api/retention/moving/lists' },
];
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function idToken(cloud: Awaited<ReturnType<typeof startLocalCloud>>) {
  const cognito = new CognitoIdentityProviderClient(localClientSettings(cloud.cognitoEndpoint));
  const { AuthenticationResult } = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: cloud.userPoolClientId,
      AuthParameters: { USERNAME: 'owner@demo.local', PASSWORD: DEMO_PASSWORD },
    }),
  );
  return AuthenticationResult!.IdToken!;
}

async function main() {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const cloud = await startLocalCloud({ port: 0 });
  try {
    const token = await idToken(cloud);
    // Warm up first: module loading, the JIT and DynamoDB Local's own warm-up are not what we measure.
    for (const scenario of SCENARIOS) {
      await autocannon({
        url: `${cloud.url}${scenario.path}`,
        connections: 2,
        duration: 2,
        headers: { authorization: `Bearer ${token}` },
      });
    }
    console.log(`Benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS}s per scenario, ${cloud.url}\n`);
    console.log('scenario                        req/s    p50 ms   p99 ms   errors');
    for (const scenario of SCENARIOS) {
      const result = await autocannon({
        url: `${cloud.url}${scenario.path}`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: { authorization: `Bearer ${token}` },
      });
      const errors = result.errors + result.non2xx;
      console.log(
        `${scenario.name.padEnd(30)} ${result.requests.average.toFixed(0).padStart(6)} ${String(result.latency.p50).padStart(9)} ${String(result.latency.p99).padStart(8)} ${String(errors).padStart(8)}`,
      );
    }
    await benchMovingJob();
  } finally {
    await cloud.stop();
  }
}

/** The monthly Moving refresh over the demo feed: a first run (all writes) and a rerun (all compares). */
async function benchMovingJob() {
  await dropDemoFeed('moving', '2026-11');
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

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
