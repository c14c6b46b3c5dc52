import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { capabilityHandlers } from '@msc/functions/capabilities';
import { apiGatewayEvent, lambdaContext } from '@msc/functions/platform/api-gateway-event';
import { dynamoClient } from '@msc/functions/platform/clients';
import { config } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { api } from '@msc/shared/api';
import type { EndpointDefinition } from '@msc/shared/api/endpoint';
import { endpointWireOf, fromWire } from '@msc/shared/api/wire-renames';
import { decodeJwt } from 'jose';
import * as z from 'zod';
import { invokeHandler } from '../gateway/lambda-invocation';
import { BENCH_USER } from './bench-load';
import { dataLayerColdStart } from './data-layer-cold';
import { spaFirstPaint } from './data-layer-web';
import { median, round } from './lambda-timings';

/**
 * `dataLayer` (BENCH_ONLY=data-layer): each of the data layer's workarounds against its plain alternative,
 * as a share of what the user waits for, every figure a median of ROUNDS alternating rounds in this run:
 * ElectroDB building the three identity keys (against a cache of them per caller, which the identity store
 * had) and parsing the three items (a hand reader, data/plain-item.ts, had), over the agency route's
 * in-process CPU: the most either shortcut could save; the lazy entities and the
 * JSON-schema stand-in over a cold start (data-layer-cold.ts); the SPA's rename maps against decoding with
 * the contract's zod schemas, per call and in first-paint bytes (data-layer-web.ts). README, "Performance".
 */
const N = Number(process.env.PARTS_N ?? 500);
const ROUNDS = Number(process.env.BENCH_DATA_LAYER_ROUNDS ?? 7);

/** CPU µs per call of `fn`, N calls one after another (after N/10 unmeasured). */
async function cpuPerCall(fn: () => unknown | Promise<unknown>, n = N) {
  for (let i = 0; i < n / 10; i++) await fn();
  const before = process.cpuUsage();
  for (let i = 0; i < n; i++) await fn();
  const cpu = process.cpuUsage(before);
  return (cpu.user + cpu.system) / n;
}

/**
 * Each function measured once a round, the order turned every round; medians of µs per call. `slow`: those
 * that read the table (a page of orders), called a tenth as often.
 */
async function alternating(parts: Record<string, () => unknown | Promise<unknown>>, slow: string[] = []) {
  const runs: Record<string, number[]> = Object.fromEntries(Object.keys(parts).map((name) => [name, []]));
  for (let r = 0; r < ROUNDS; r++) {
    const names = Object.keys(parts);
    for (const name of r % 2 ? names.reverse() : names)
      runs[name]!.push(await cpuPerCall(parts[name]!, slow.includes(name) ? N / 10 : N));
  }
  return Object.fromEntries(Object.entries(runs).map(([name, values]) => [name, round(median(values), 1)]));
}

type Handler = Awaited<ReturnType<(typeof capabilityHandlers)['agency']>>;
const invoke = (handler: Handler, claims: Record<string, unknown>, path: string, query?: string) =>
  invokeHandler(
    handler,
    apiGatewayEvent({ method: 'GET', path, query, headers: {}, claims, body: Buffer.alloc(0) }),
    lambdaContext('msc-bench'),
  ) as Promise<{ statusCode: number; body: string }>;

/** (1) The caller's three identity items: keys and parse by hand against ElectroDB's, per request. */
async function identityReads(claims: Record<string, unknown>) {
  const { user: users, agencyMembership, agency } = db().entities;
  const { data: user } = await users.get({ userName: BENCH_USER }).go();
  const agencyId = (user?.currentAgencyId || user?.defaultAgencyId)!;
  const electroKeys = () => [
    users.get({ userName: BENCH_USER }).params().Key,
    agencyMembership.get({ userName: BENCH_USER, agencyId }).params().Key,
    agency.get({ agencyId }).params().Key,
  ];
  const cachedKeys = new Map([[`${agencyId}|${BENCH_USER}`, electroKeys()]]);
  const table = config().TABLE_NAME;
  const { Responses } = await dynamoClient().send(
    new BatchGetCommand({ RequestItems: { [table]: { Keys: electroKeys() } } }),
  );
  const [userItem, membershipItem, agencyItem] = ['user', 'agencyMembership', 'agency'].map(
    (entity) => Responses![table]!.find((item) => item.__edb_e__ === entity)!,
  );
  const handler = await capabilityHandlers.agency();
  const perCall = await alternating({
    handler: () => invoke(handler, claims, '/api/agency/current'),
    electroKeys,
    cachedKeys: () => cachedKeys.get(`${agencyId}|${BENCH_USER}`),
    electroParse: () => {
      users.parse({ Item: userItem! });
      agencyMembership.parse({ Item: membershipItem! });
      agency.parse({ Item: agencyItem! });
    },
  });
  // The route parses with ElectroDB since the hand reader (data/plain-item.ts, 2.5 µs) saved 2.7% of it:
  // the parse's share is the most any reader by hand could save.
  const saved = perCall.electroKeys! - perCall.cachedKeys! + perCall.electroParse!;
  return {
    cpuUsPerCall: perCall,
    // Shares of the route's CPU as it runs now: what ElectroDB's key building would add, what its parse costs.
    keysShareOfHandler: round((perCall.electroKeys! - perCall.cachedKeys!) / perCall.handler!, 3),
    parseShareOfHandler: round(perCall.electroParse! / perCall.handler!, 3),
    shareOfHandler: round(saved / perCall.handler!, 3),
  };
}

const endpointOf = (method: string, path: string) =>
  Object.values(api)
    .flatMap((contract) => Object.values(contract as Record<string, EndpointDefinition>))
    .find((definition) => definition.method === method && definition.path === path)!;

/** (4) Per call: a cart and an order-history page decoded by the rename maps against zod's decode. */
async function spaDecoding(claims: Record<string, unknown>) {
  const cases = [
    { name: 'cart', capability: 'cart' as const, path: '/cart' },
    {
      name: 'orderHistoryPage',
      capability: 'orders' as const,
      path: '/orders',
      query: 'pageNumber=1&pageSize=20',
    },
  ];
  const result: Record<string, unknown> = {};
  for (const { name, capability, path, query } of cases) {
    const handler = await capabilityHandlers[capability]();
    const answer = await invoke(handler, claims, `/api${path}`, query);
    if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode}: ${answer.body}`);
    const definition = endpointOf('GET', path);
    const wire = endpointWireOf(definition)?.response;
    const json: unknown = JSON.parse(answer.body);
    const perCall = await alternating(
      {
        handler: () => invoke(handler, claims, `/api${path}`, query),
        jsonParse: () => JSON.parse(answer.body),
        renameMaps: () => fromWire(json, wire),
        zodDecode: () => z.decode(definition.response as z.ZodType, json as never),
      },
      ['handler'],
    );
    result[name] = {
      bytes: answer.body.length,
      cpuUsPerCall: perCall,
      // The browser's extra CPU with zod, against the server's CPU for the same answer.
      zodOverRenamesShareOfHandler: round((perCall.zodDecode! - perCall.renameMaps!) / perCall.handler!, 3),
    };
  }
  return result;
}

export async function benchDataLayer(token: string) {
  const claims = decodeJwt(token) as Record<string, unknown>;
  console.log('\ndata layer: identity reads in process…');
  const identity = await identityReads(claims);
  console.log(JSON.stringify(identity));
  console.log('data layer: SPA decoding in process…');
  const decoding = await spaDecoding(claims);
  console.log(JSON.stringify(decoding));
  console.log('data layer: cold starts (lazy entities, JSON-schema stand-in)…');
  const coldStart = dataLayerColdStart();
  console.log(JSON.stringify(coldStart.shares));
  console.log('data layer: SPA first paint with and without the route table…');
  const firstPaint = await spaFirstPaint();
  console.log(JSON.stringify(firstPaint));
  return { rounds: ROUNDS, callsPerRound: N, identity, spa: { decoding, firstPaint }, coldStart };
}
