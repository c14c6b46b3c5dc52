import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { apiRoutes, type ContractRoute } from '@msc/shared/api';
import { ALL_ROLES, hasCapability } from '@msc/shared/rules/roles';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamoClient } from '#platform/clients';
import { config } from '#platform/config';
import { useFreshTable } from './fresh-table';
import { claimsFor } from './invoke';
import { callRoute, givenWorld, type Persona, pathParamNames, type RouteInput, roleUser } from './personas';
import { arbitraryOf } from './zod-arbitrary';

/**
 * Schema-derived fuzzing of every route of the contract, as a caller who may use it: inputs from the
 * route's own zod schemas with hostile values mixed in (huge, unicode, control characters, prototype
 * keys, wrong types, broken JSON). Never a 5xx; an error answer is the one JSON shape; a 4xx writes
 * nothing (every DynamoDB write is counted, and the whole table is compared around each route).
 */
// 20 cases a route in `npm test` (a fixed seed: the same cases every run), down from 100, 60, 45 and 30 as
// the routes grew (183 → 200) and journeys were added, to keep the whole suite within CI's 30 minutes;
// `FUZZ_RUNS=1000` searches deeper.
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

let writes = 0;

/**
 * Counters of tries (wrong discount codes throttled per user, public opt-out requests per client) exist to
 * be written on a 4xx: they are what makes guessing slow. Every other write on a 4xx is a fault.
 */
const TRY_COUNTERS = ['attempt'];
const isTryCounter = (item: Record<string, unknown> | undefined) =>
  TRY_COUNTERS.includes(String(item?.__edb_e__ ?? '')) ||
  TRY_COUNTERS.some((entity) => String(item?.sk ?? '').startsWith(`$${entity.toLowerCase()}_`));

async function tableDigest(): Promise<string> {
  const items: unknown[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({ TableName: config().TABLE_NAME, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []).filter((item) => !isTryCounter(item)));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return JSON.stringify(items.map((item) => JSON.stringify(item)).sort());
}

/** Someone the route lets in, so the input reaches validation and the use case. */
function callerFor(route: ContractRoute): Persona {
  const { auth } = route.definition;
  const role =
    auth === 'public' || auth === 'user'
      ? 'Agent'
      : ALL_ROLES.find((candidate) => hasCapability({ roles: [candidate], primaryRole: candidate }, auth));
  if (!role) throw new Error(`no role may call ${route.routeKey}`);
  return { name: role, roles: [role], claims: claimsFor(roleUser(role)) };
}

function inputs(route: ContractRoute): fc.Arbitrary<RouteInput> {
  const { params, query, body } = route.definition;
  const text = (schema: typeof params) =>
    schema
      ? (arbitraryOf(schema, { hostile: true, asText: true }) as fc.Arbitrary<Record<string, unknown>>)
      : fc.constant(undefined);
  const json = body
    ? fc.oneof(
        { arbitrary: arbitraryOf(body, { hostile: true }).map((value) => ({ body: value })), weight: 9 },
        {
          arbitrary: fc
            .constantFrom('{"broken":', '\u0000', '[]]', '"\ud800"')
            .map((rawBody) => ({ rawBody })),
          weight: 1,
        },
      )
    : fc.constant({});
  return fc.tuple(text(params), text(query), json).map(([p, q, b]) => ({
    params: p && typeof p === 'object' ? p : { value: p },
    query: q && typeof q === 'object' ? q : undefined,
    ...b,
  }));
}

/**
 * Fuzzes the routes of part `part` of `parts` (every `parts`-th route of the contract), each part in its own
 * test file: the parts run side by side on the integration tier's workers rather than ten minutes in one.
 */
export function fuzzRoutes(part: number, parts: number) {
  beforeAll(async () => {
    await useFreshTable();
    await givenWorld();
    dynamoClient().middlewareStack.add(
      (next, context) => async (args) => {
        const result = await next(args);
        // Counted once it went through: a conditional write refused by its condition changed nothing.
        const input = args.input as { Key?: Record<string, unknown>; Item?: Record<string, unknown> };
        if (
          /^(Put|Update|Delete|BatchWrite|TransactWrite)/.test(context.commandName ?? '') &&
          !isTryCounter(input.Key ?? input.Item)
        )
          writes++;
        return result;
      },
      { step: 'initialize', name: 'countWrites' },
    );
  });

  describe(`fuzzing every route, part ${part} of ${parts} (${RUNS} cases each)`, () => {
    const routes = apiRoutes().filter((_route, index) => index % parts === part - 1);
    it.each(routes.map((route) => [route.routeKey, route] as const))(
      '%s',
      async (_key, route) => {
        const caller = callerFor(route);
        const paramNames = pathParamNames(route);
        // The caller's identity is linked on the first request, which writes; that is not the fuzz's doing.
        await callRoute(route, caller, {
          params: Object.fromEntries(paramNames.map((name) => [name, 'warm-up'])),
        });
        const before = await tableDigest();
        let anySuccess = false;
        await fc.assert(
          fc.asyncProperty(inputs(route), async (input) => {
            const params = Object.fromEntries(paramNames.map((name) => [name, input.params?.[name] ?? 'x']));
            writes = 0;
            const { status, body } = await callRoute(route, caller, { ...input, params });
            expect(status, JSON.stringify(body)).toBeLessThan(500);
            if (status >= 400) {
              expect(body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
              expect(writes, `${status} after ${writes} write(s)`).toBe(0);
            } else anySuccess = true;
          }),
          { numRuns: RUNS, seed: 20261122, endOnFailure: true },
        );
        if (!anySuccess) expect(await tableDigest()).toBe(before);
      },
      300_000,
    );
  });
}
