import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { capabilityHandlers } from '@msc/functions/capabilities';
import { madeEntity } from '@msc/functions/data/lazy-entity';
import { apiGatewayEvent, lambdaContext } from '@msc/functions/platform/api-gateway-event';
import { dynamoClient } from '@msc/functions/platform/clients';
import { config } from '@msc/functions/platform/config';
import { db } from '@msc/functions/platform/db';
import { logger } from '@msc/functions/platform/logger';
import { DefaultAgency } from '@msc/shared/model';
import { decodeJwt } from 'jose';
import { invokeHandler } from '../gateway/lambda-invocation';
import { BENCH_USER } from './bench-load';
import { median } from './lambda-timings';

const N = Number(process.env.PARTS_N ?? 500);
const ROUNDS = 5;

/** CPU µs per call of `fn`, N calls one after another (after N/10 unmeasured). */
async function cpuPerCall(name: string, fn: () => unknown | Promise<unknown>) {
  for (let i = 0; i < N / 10; i++) await fn();
  const before = process.cpuUsage();
  const wall = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const cpu = process.cpuUsage(before);
  const us = (cpu.user + cpu.system) / N;
  console.log(
    `${name.padEnd(48)} ${us.toFixed(1).padStart(8)} µs CPU ${(((performance.now() - wall) * 1000) / N).toFixed(1).padStart(8)} µs wall`,
  );
  return us;
}

/**
 * Where the route's CPU goes beyond the bare server's: the agency Lambda's handler called in process (what
 * a Lambda pays in AWS, where API Gateway's routing and token check are not its own), against the raw read
 * alone, then each part of the handler chain alone.
 */
export async function routeParts(token: string) {
  const claims = decodeJwt(token) as Record<string, unknown>;
  const { user: users, agencyMembership, agency } = db().entities;
  const { data: user } = await users.get({ userName: BENCH_USER }).go();
  const agencyId = (user?.currentAgencyId || user?.defaultAgencyId)!;
  const keys = [
    madeEntity(users).get({ userName: BENCH_USER }).params().Key,
    madeEntity(agencyMembership).get({ userName: BENCH_USER, agencyId }).params().Key,
    madeEntity(agency).get({ agencyId }).params().Key,
  ];
  const table = config().TABLE_NAME;
  const client = dynamoClient();
  const batch = () => client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }));
  const { Responses } = await batch();
  const items = Responses![table]!;
  const handler = await capabilityHandlers.agency();
  const event = () =>
    apiGatewayEvent({
      method: 'GET',
      path: '/api/agency/current',
      headers: {},
      claims,
      body: Buffer.alloc(0),
    });
  const first = (await invokeHandler(handler, event(), lambdaContext('msc-agency'))) as { body: string };
  const answer = JSON.parse(first.body);
  console.log(
    `\nroute parts, ${ROUNDS} alternating rounds of ${N} sequential calls (answer: ${first.body.slice(0, 50)}…)`,
  );
  const raws: number[] = [];
  const wholes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    raws.push(await cpuPerCall('raw BatchGetItem (the bare server’s read)', batch));
    wholes.push(
      await cpuPerCall('agency handler, whole (event → response)', () =>
        invokeHandler(handler, event(), lambdaContext('msc-agency')),
      ),
    );
  }
  const [raw, whole] = [median(raws), median(wholes)];
  await cpuPerCall('  building the API Gateway event', event);
  // BatchGetItem answers in no particular order: each item by the entity that marks it.
  const [userItem, membershipItem, agencyItem] = ['user', 'agencyMembership', 'agency'].map(
    (entity) => items.find((item) => item.__edb_e__ === entity)!,
  );
  await cpuPerCall('  ElectroDB parse of the 3 items', () => {
    users.parse({ Item: userItem! });
    agencyMembership.parse({ Item: membershipItem! });
    agency.parse({ Item: agencyItem! });
  });
  await cpuPerCall('  zod parse of the answer', () => DefaultAgency.parse(answer));
  await cpuPerCall('  the request log line', () => logger.info('bench', { route: 'GET /agency/current' }));
  console.log(
    `medians: raw read ${raw.toFixed(0)} µs, handler ${whole.toFixed(0)} µs: the handler beyond the raw read ${(whole - raw).toFixed(0)} µs CPU a request (${(whole / raw).toFixed(2)}×)`,
  );
  return {
    rawReadCpuUs: Math.round(raw),
    handlerCpuUs: Math.round(whole),
    handlerOverRawReadCpu: Number((whole / raw).toFixed(2)),
  };
}
