import './bench-env';
import { madeEntity } from '@msc/functions/data/lazy-entity';
import { apiGatewayEvent } from '@msc/functions/platform/api-gateway-event';
import { config } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { FeedbackType } from '@msc/shared/model/enums';
import autocannon from 'autocannon';
import { decodeJwt } from 'jose';
import { type LocalCloud, startLocalCloud } from '../local-cloud';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import {
  BENCH_USER,
  CONNECTIONS,
  DURATION_SECONDS,
  load,
  type Measured,
  row,
  type Scenario,
} from './bench-load';
import { idTokenOf } from './bench-session';
import { benchBigOrder } from './big-order-bench';
import { benchBusyPages } from './busy-pages-bench';
import { benchDataLayer } from './data-layer-bench';
import { benchLargestExpressOrder } from './express-largest-bench';
import { benchExpressOrder } from './express-order-bench';
import { benchFigures } from './figures-bench';
import { earlierResults, everyInProcessBench, inProcessBench, writeResults } from './in-process-benches';
import { type FirstAnswerSetup, measureLambdaBundles, printLambdaBundles } from './lambda-bundles';
import { benchMovingJob } from './moving-job-bench';
import { benchOrderHistory } from './order-history-bench';
import { benchProofRendering, personalizationScenarios } from './personalization-bench';
import { benchPlaceOrder } from './place-order-bench';
import { rawGetItemLoop } from './raw-get-item-bench';
import { routeOverhead, tracedRouteOverhead } from './route-overhead-bench';
import { routeParts } from './route-parts';
import { benchStaffSearches } from './staff-search-bench';
import { benchUploadPipeline } from './upload-pipeline';
import { benchUploadRecordPages } from './upload-records-bench';
import { measurePageWeights } from './web-budgets';

/**
 * `npm run bench`: the local stack on an ephemeral store, then fixed, bounded loads on loopback: the hot
 * API paths, the route overhead as ratios within this one run (/api/agency/current through the local
 * gateway against a bare node:http server doing the same token check and the same read, at the same
 * concurrency; /api/session against /api/cart), a mixed read/write load that must lose and duplicate
 * nothing, the JS weight of every SPA route, and every Lambda's cold import against a bare GetItem
 * handler's. Numbers measure our code plus DynamoDB Local; the ratios are what to compare between machines.
 * Writes everything to bench/results.json. `BENCH_SKIP=bundles,web,mixed,upload,moving,orders,overhead,place-order,express,big-order,data-layer`
 * (and figures, match-back, scan-ingest) leaves parts out (README, "Performance").
 */
const MIXED_SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
/** This process loaded the X-Ray SDK (platform/tracer.ts): a traced turn of the route overhead. */
const TRACED = process.env.POWERTOOLS_TRACE_ENABLED === 'true';

const SCENARIOS: Scenario[] = [
  { name: 'session', path: '/api/session' },
  { name: 'agency (current)', path: '/api/agency/current' },
  { name: 'product search (page 1)', path: '/api/products?pageSize=12' },
  {
    name: 'product search (filtered)',
    path: '/api/products?programType=cross-sell&sort=name-a-z&pageSize=24',
  },
  { name: 'cart', path: '/api/cart' },
  { name: 'moving lists', path: '/api/retention/moving/lists' },
  {
    // Check Availability for 10 ZIPs at 25 miles (Springfield, IL and around), across states.
    name: 'check availability (10 ZIPs, 25 mi)',
    path: '/api/prospecting/count',
    method: 'POST',
    body: JSON.stringify({
      zipCodes: ['62701', '62702', '62703', '62704', '62707', '62711', '62712', '62629', '62650', '62563'],
      zipRadius: 25,
      crossStateBoundary: true,
      itemNumber: 'AP-9999',
    }),
  },
];

/**
 * Reads and writes together for MIXED_SECONDS at the local ceiling: every feedback POST carries a unique
 * comment; afterwards each answered one must be stored exactly once (no lost, no duplicated write).
 */
async function mixedLoad(cloud: LocalCloud, token: string) {
  let sequence = 0;
  // Each connection sends one request at a time, so its context names the comment it is waiting for.
  const answered = new Set<string>();
  const result = await autocannon({
    url: cloud.url,
    connections: CONNECTIONS,
    duration: MIXED_SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    requests: [
      { method: 'GET', path: '/api/session' },
      { method: 'GET', path: '/api/products?pageSize=12' },
      { method: 'GET', path: '/api/cart' },
      {
        method: 'POST',
        path: '/api/feedback',
        setupRequest: (request, context) => {
          const comment = `bench-${process.pid}-${++sequence}`;
          (context as { comment?: string }).comment = comment;
          return {
            ...request,
            body: JSON.stringify({
              feedbackSurveyModel: [],
              comments: comment,
              feedbackType: FeedbackType.User,
            }),
          };
        },
        onResponse: (status, _body, context) => {
          const { comment } = context as { comment?: string };
          if (status < 300 && comment) answered.add(comment);
        },
      },
    ],
  });
  const { data } = await db()
    .entities.feedback.query.feedbackOfUser({ userName: BENCH_USER })
    .go({ pages: 'all' });
  const stored = data
    .map((item) => item.comments ?? '')
    .filter((comment) => comment.startsWith(`bench-${process.pid}-`));
  const unique = new Set(stored);
  return {
    seconds: MIXED_SECONDS,
    connections: CONNECTIONS,
    requests: result.requests.total,
    reqPerSec: Math.round(result.requests.average),
    errors: result.errors + result.non2xx + result.timeouts,
    writesAnswered: answered.size,
    writesStored: unique.size,
    lost: [...answered].filter((comment) => !unique.has(comment)).length,
    duplicated: stored.length - unique.size,
  };
}

async function main() {
  const results: Record<string, unknown> = { at: new Date().toISOString(), connections: CONNECTIONS };
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  if (await inProcessBench(results)) return writeResults(results);
  const ownData = ['upload', 'pages', 'upload-pages', 'staff-search', 'express-largest'].includes(
    process.env.BENCH_ONLY ?? '',
  );
  const cloud = await startLocalCloud({ port: 0, seed: !ownData, iam: false });
  try {
    // BENCH_ONLY=pages: the pages at the busy agency's size against an agency with 50 orders (issue 44).
    // BENCH_ONLY=upload-pages: the upload records' valid filter alone (a 100,000-record list against 50).
    // BENCH_ONLY=staff-search: the staff searches alone (20,000 users and 5,000 agencies against 50 of each).
    if (['pages', 'upload-pages', 'staff-search'].includes(process.env.BENCH_ONLY ?? '')) {
      if (process.env.BENCH_ONLY === 'pages') results.busyPages = await benchBusyPages();
      if (process.env.BENCH_ONLY !== 'upload-pages') results.staffSearches = await benchStaffSearches();
      if (process.env.BENCH_ONLY !== 'staff-search')
        results.uploadRecordPages = await benchUploadRecordPages();
      return writeResults(results);
    }
    // BENCH_ONLY=upload skips the API scenarios.
    if (process.env.BENCH_ONLY === 'upload') return await benchUploadPipeline();
    // BENCH_ONLY=express-largest: the largest Express Order alone (30 sub codes × 2,000 policyholders).
    if (process.env.BENCH_ONLY === 'express-largest') {
      results.expressOrderLargest = await benchLargestExpressOrder(cloud);
      console.log(JSON.stringify(results.expressOrderLargest));
      return writeResults(results);
    }
    const token = await idTokenOf(cloud, BENCH_USER, DEMO_PASSWORD);
    // BENCH_ONLY=overhead: the route-overhead turns alone, to try a change to the request path.
    if (process.env.BENCH_ONLY === 'overhead') {
      results[TRACED ? 'routeOverheadTraced' : 'routeOverhead'] = await routeOverhead(cloud, token);
      if (!TRACED) results.routeHandlerInProcess = await routeParts(token);
      return writeResults(results);
    }
    // BENCH_ONLY=overhead-parts: where the route's CPU goes, part by part, in process (printed only).
    if (process.env.BENCH_ONLY === 'overhead-parts') {
      await routeParts(token);
      return;
    }
    // BENCH_ONLY=data-layer: the data layer's workarounds against their plain alternatives.
    if (process.env.BENCH_ONLY === 'data-layer') {
      results.dataLayer = await benchDataLayer(token);
      return writeResults(results);
    }
    if (process.env.BENCH_ONLY === 'express') {
      const express = await benchExpressOrder(cloud);
      results.expressOrder = express;
      // The ratio kept with the others of the last whole run, so the file never shows an older one.
      const ratios = earlierResults().ratios as Record<string, number> | undefined;
      results.ratios = { ...ratios, expressSummaryOverSingleP50: express.expressOverSingleP50 };
      results.expressOrderLargest = await benchLargestExpressOrder(cloud).catch((error: Error) => ({
        error: error.message,
      }));
      console.log(JSON.stringify([results.expressOrder, results.expressOrderLargest]));
      return writeResults(results);
    }
    // BENCH_ONLY=big-order: placing a 100,000-recipient piece against a one-recipient piece, and its rows.
    if (process.env.BENCH_ONLY === 'big-order') {
      results.bigOrder = await benchBigOrder(cloud);
      console.log(JSON.stringify(results.bigOrder));
      return writeResults(results);
    }
    if (process.env.BENCH_ONLY === 'figures') {
      results.orderFigures = await benchFigures(cloud, DURATION_SECONDS);
      return writeResults(results);
    }
    if (process.env.BENCH_ONLY === 'orders') {
      const orders = await benchOrderHistory(cloud.url, token, BENCH_USER, DURATION_SECONDS);
      results.orderHistory = orders;
      const warm = earlierResults().warmPath as Record<string, number | undefined> | undefined;
      results.warmPath = { ...warm, orderHistoryPage1: warmPath([], orders).orderHistoryPage1 };
      return writeResults(results);
    }
    const proofs = await benchProofRendering();
    console.log(
      `Proof rendering (pdf-lib, in process): ${proofs.count} letters, p50 ${proofs.p50.toFixed(1)} ms, p99 ${proofs.p99.toFixed(1)} ms per proof\n`,
    );
    const scenarios = [...SCENARIOS, ...(await personalizationScenarios(cloud.url, token))];
    results.proofRendering = proofs;
    // Warm up first: module loading, the JIT and DynamoDB Local's own warm-up are not what we measure.
    for (const scenario of scenarios)
      await load({ ...scenario, url: `${cloud.url}${scenario.path}` }, token, 2, 2);
    await rawGetItemLoop(2);

    console.log(`Benchmark: ${CONNECTIONS} connections, ${DURATION_SECONDS}s per scenario, ${cloud.url}\n`);
    console.log('scenario                        req/s    p50 ms   p99 ms   errors');
    const measured: Measured[] = [];
    for (const scenario of scenarios) {
      const result = await load(
        { ...scenario, url: `${cloud.url}${scenario.path}` },
        token,
        DURATION_SECONDS,
      );
      measured.push({
        name: scenario.name,
        reqPerSec: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
      });
      console.log(row(measured.at(-1)!));
    }
    const raw = await rawGetItemLoop(DURATION_SECONDS);
    console.log(row(raw));
    results.api = [...measured, raw];

    const by = (name: string) => measured.find((m) => m.name === name)!;
    const ratios: Record<string, number> = {
      // ≤ 1.5: the session (every page's first call) costs no more than the cart.
      sessionOverCartP50: Number((by('session').p50 / Math.max(by('cart').p50, 1)).toFixed(2)),
    };
    if (!SKIP.has('overhead')) {
      const overhead = await routeOverhead(cloud, token);
      results.routeOverhead = overhead;
      results.routeHandlerInProcess = await routeParts(token);
      Object.assign(ratios, {
        // ≤ 1.25: what the gateway, middy, the router, zod, ElectroDB and the logs add to the same work.
        agencyRouteOverBareServerP50: overhead.routeOverBareP50,
        agencyRouteOverBareServerMean: overhead.routeOverBareMean,
        bareServerOverAgencyRouteThroughput: overhead.bareOverRouteThroughput,
      });
      const traced = tracedRouteOverhead();
      if (traced) {
        results.routeOverheadTraced = traced;
        // The same with the X-Ray SDK loaded, as stages with sdkTracing run (its async hook on every promise).
        Object.assign(ratios, { agencyRouteOverBareServerMeanTraced: traced.routeOverBareMean });
      }
    }
    if (!SKIP.has('place-order')) {
      const placeOrder = await benchPlaceOrder(cloud, DURATION_SECONDS);
      console.log(
        `\n${placeOrder.name}: ${placeOrder.connections} buyers, ${placeOrder.orders} orders, p50 ${placeOrder.p50} ms, p99 ${placeOrder.p99} ms, ${placeOrder.errors} errors`,
      );
      results.placeOrder = placeOrder;
      // What a buyer waits for on PLACE ORDER against what they wait for to see the cart.
      Object.assign(ratios, {
        placeOrderOverCartP50: Number((placeOrder.p50 / Math.max(by('cart').p50, 1)).toFixed(2)),
      });
    }
    if (!SKIP.has('express')) {
      const express = await benchExpressOrder(cloud);
      console.log(
        `\n${express.name}: express p50 ${express.expressP50} ms, single p50 ${express.singleP50} ms over ${express.rounds} rounds`,
      );
      results.expressOrder = express;
      results.expressOrderLargest = await benchLargestExpressOrder(cloud);
      // What an owner master waits for step 4 of ten sub codes against one agency's step 4.
      Object.assign(ratios, { expressSummaryOverSingleP50: express.expressOverSingleP50 });
    }
    if (!SKIP.has('big-order')) {
      const bigOrder = await benchBigOrder(cloud);
      console.log(
        `\n${bigOrder.name}: p50 ${bigOrder.bigP50} ms against ${bigOrder.oneRecipientP50} ms; last row ${bigOrder.secondsUntilLastRow} s after the answer`,
      );
      results.bigOrder = bigOrder;
      Object.assign(ratios, { bigOrderOverOneRecipientP50: bigOrder.bigOverOneRecipientP50 });
    }
    results.ratios = ratios;
    console.log('\nratios (same run):', JSON.stringify(ratios));

    // Last of the API parts: its 5,000 orders would weigh on nothing else measured here.
    if (!SKIP.has('orders')) {
      results.orderHistory = await benchOrderHistory(cloud.url, token, BENCH_USER, DURATION_SECONDS);
    }
    // Home and a report view at 50,000 orders against 50 (the orders are written first: last of the API parts).
    if (!SKIP.has('figures')) results.orderFigures = await benchFigures(cloud, DURATION_SECONDS);
    results.warmPath = warmPath(measured, results.orderHistory as OrderHistoryResults | undefined);
    console.log('\nwarm path p50 (ms):', JSON.stringify(results.warmPath));

    if (!SKIP.has('mixed')) {
      console.log(`\nmixed load: ${MIXED_SECONDS}s, reads + feedback writes…`);
      results.mixed = await mixedLoad(cloud, token);
      console.log(JSON.stringify(results.mixed));
    }
    if (!SKIP.has('web')) {
      console.log('\npage weight (JS gzip as served, per route, cache off):');
      const weights = await measurePageWeights(cloud.url);
      for (const weight of weights) {
        console.log(
          `${weight.route.padEnd(55)} ${String(weight.jsServedKB).padStart(7)} KB served ${String(weight.jsGzipKB).padStart(7)} KB gzip${weight.withinBudget ? '' : '  over budget'}`,
        );
      }
      results.pageWeight = weights;
    }
    if (!SKIP.has('upload')) await benchUploadPipeline();
    await everyInProcessBench(results, SKIP);
    if (!SKIP.has('moving')) await benchMovingJob();
    if (!SKIP.has('data-layer')) results.dataLayer = await benchDataLayer(token);
    if (!SKIP.has('bundles')) {
      console.log('\nLambda bundles: cdk synth, then cold imports…');
      const bundles = measureLambdaBundles(firstAnswerSetup(token));
      printLambdaBundles(bundles);
      results.lambdaBundles = bundles;
    }
  } finally {
    await cloud.stop();
  }
  writeResults(results);
}

/**
 * The first request of a cold Lambda, for the functions of the pages the bench user opens first, against
 * this local cloud: the API Gateway event the gateway would make (the token's claims), and the floor's
 * GetItem of the same user.
 */
function firstAnswerSetup(token: string): FirstAnswerSetup {
  const claims = decodeJwt(token) as Record<string, unknown>;
  const get = (path: string, query?: string) => ({
    label: `GET ${path}${query ? `?${query}` : ''}`,
    event: apiGatewayEvent({
      method: 'GET',
      path,
      query,
      claims,
      headers: { authorization: `Bearer ${token}` },
    }),
  });
  const cfg = config();
  return {
    env: {
      APP_ENV: 'local',
      LOG_LEVEL: 'INFO',
      TABLE_NAME: cfg.TABLE_NAME,
      DYNAMODB_ENDPOINT: cfg.DYNAMODB_ENDPOINT ?? '',
      S3_ENDPOINT: cfg.S3_ENDPOINT ?? '',
      // The floor's client takes the endpoint and credentials from the environment, as the SDK allows.
      AWS_ENDPOINT_URL_DYNAMODB: cfg.DYNAMODB_ENDPOINT ?? '',
      AWS_ACCESS_KEY_ID: 'local',
      AWS_SECRET_ACCESS_KEY: 'local',
    },
    floorEvent: {
      tableName: cfg.TABLE_NAME,
      key: madeEntity(db().entities.user).get({ userName: BENCH_USER }).params().Key,
    },
    requests: {
      'Portal API: session': get('/api/session'),
      'Portal API: agency': get('/api/agency/current'),
      'Portal API: catalog': get('/api/products', 'pageSize=12'),
      'Portal API: cart': get('/api/cart'),
      'Portal API: orders': get('/api/orders', 'pageNumber=1&pageSize=10'),
    },
  };
}

type OrderHistoryResults = Awaited<ReturnType<typeof benchOrderHistory>>;

/** The p50s the warm path is judged by: the session, the cart, a product search and order history page 1. */
function warmPath(measured: Measured[], orders: OrderHistoryResults | undefined) {
  const p50 = (name: string) => measured.find((m) => m.name === name)?.p50;
  return {
    session: p50('session'),
    cart: p50('cart'),
    productSearch: p50('product search (page 1)'),
    orderHistoryPage1: orders?.results.find((r) => r.name.startsWith('order history page 1'))?.p50,
  };
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
