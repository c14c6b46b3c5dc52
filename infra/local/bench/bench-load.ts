import autocannon from 'autocannon';

/**
 * What the bench's HTTP parts share: the load generator's settings, a scenario, what is measured of it,
 * and the table row it prints.
 */
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
export const BENCH_USER = 'owner@demo.local';

export interface Scenario {
  name: string;
  path: string;
  method?: 'GET' | 'POST' | 'PUT';
  body?: string;
}

export interface Measured {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

/** A load of `seconds`, or of a fixed number of requests (`{ requests }`), from `connections` callers. */
export async function load(
  scenario: Scenario & { url: string },
  token: string,
  length: number | { requests: number },
  connections = CONNECTIONS,
) {
  return autocannon({
    url: scenario.url,
    connections,
    ...(typeof length === 'number' ? { duration: length } : { amount: length.requests }),
    method: scenario.method ?? 'GET',
    body: scenario.body,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
}

export const row = (m: Measured) =>
  `${m.name.padEnd(30)} ${String(m.reqPerSec).padStart(6)} ${String(m.p50).padStart(9)} ${String(m.p99).padStart(8)} ${String(m.errors).padStart(8)}`;
