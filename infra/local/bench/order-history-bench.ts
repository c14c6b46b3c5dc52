import { db } from '@msc/functions/platform/db';
import autocannon from 'autocannon';
import { percentile } from './bench-session';

/** Order history of one agency with 5,000 orders: a busy agency's real volume. */
export const ORDER_HISTORY_BENCH_ORDERS = 5000;
const AGENCY_ID = 1001;

/** Writes ORDER_HISTORY_BENCH_ORDERS orders of the bench user for their agency, one a day back from today. */
async function givenOrderHistory(userName: string) {
  const day = 86_400_000;
  const now = Date.now();
  const orders = Array.from({ length: ORDER_HISTORY_BENCH_ORDERS }, (_, index) => {
    const orderDate = new Date(now - (index + 1) * day).toISOString();
    return {
      userName,
      orderId: `BENCH${String(index).padStart(21, '0')}`,
      orderNumber: `B-${String(index).padStart(7, '0')}`,
      orderDate,
      agencyId: AGENCY_ID,
      statCode: '10-20-000',
      agencyName: 'Bench Agency',
      orderStatusCode: index % 7 === 0 ? 1 : 100,
      shippingStatus: index % 5 === 0 ? 1 : 100,
      paymentStatus: 'Paid',
      programTypes: ['CrossSell'],
      subTotal: 12_500,
      total: 12_500,
      amountPaid: 12_500,
      shipMethodName: 'Ground',
    };
  });
  for (let start = 0; start < orders.length; start += 500) {
    await db()
      .entities.order.put(orders.slice(start, start + 500))
      .go({ concurrent: 4 });
  }
}

async function measure(url: string, token: string, seconds: number, connections: number) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * An export as its user waits for it, one after another: an agency's user may export 10 times a minute
 * (`USAGE_LIMITS.export`), so a load at concurrency would measure the limit's 429s, not the export.
 */
async function measureExports(url: string, token: string, count: number) {
  const times: number[] = [];
  let errors = 0;
  for (let turn = 0; turn < count; turn++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
    if (!response.ok) errors += 1;
  }
  const sorted = times.sort((a, b) => a - b);
  return {
    requests: count,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    errors,
  };
}

/**
 * Page 1 (10 rows) at light concurrency, and the whole-history export (CSV and Excel) one after another,
 * as users wait. The exports share the minute's limit: four of each after one warm-up each.
 */
export async function benchOrderHistory(baseUrl: string, token: string, userName: string, seconds: number) {
  await givenOrderHistory(userName);
  console.log('\norder history, 5,000 orders of one agency        req/s    p50 ms   p99 ms   errors');
  const pagePath = `${baseUrl}/api/orders?pageNumber=1&pageSize=10`;
  await measure(pagePath, token, 1, 1); // warm-up
  const page = {
    name: 'order history page 1 (5,000 orders)',
    ...(await measure(pagePath, token, seconds, 4)),
  };
  const results: { name: string; p50: number; p99: number; errors: number }[] = [page];
  console.log(
    `${page.name.padEnd(46)} ${String(page.reqPerSec).padStart(6)} ${String(page.p50).padStart(9)} ${String(page.p99).padStart(8)} ${String(page.errors).padStart(8)}`,
  );
  for (const [name, format] of [
    ['order history export CSV (5,000)', 'csv'],
    ['order history export Excel (5,000)', 'xlsx'],
  ] as const) {
    const url = `${baseUrl}/api/orders/export?format=${format}`;
    await measureExports(url, token, 1); // warm-up
    const measured = { name, ...(await measureExports(url, token, 4)) };
    results.push(measured);
    console.log(
      `${measured.name.padEnd(46)} ${'-'.padStart(6)} ${String(measured.p50).padStart(9)} ${String(measured.p99).padStart(8)} ${String(measured.errors).padStart(8)}`,
    );
  }
  return { orders: ORDER_HISTORY_BENCH_ORDERS, results };
}
