import { db } from '@msc/functions/platform/db';
import autocannon from 'autocannon';

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

/** Page 1 (10 rows) and the whole-history export (CSV and Excel) at light concurrency, as users wait. */
export async function benchOrderHistory(baseUrl: string, token: string, userName: string, seconds: number) {
  await givenOrderHistory(userName);
  const scenarios = [
    {
      name: 'order history page 1 (5,000 orders)',
      path: '/api/orders?pageNumber=1&pageSize=10',
      connections: 4,
    },
    { name: 'order history export CSV (5,000)', path: '/api/orders/export?format=csv', connections: 2 },
    { name: 'order history export Excel (5,000)', path: '/api/orders/export?format=xlsx', connections: 2 },
  ];
  const results = [];
  console.log('\norder history, 5,000 orders of one agency        req/s    p50 ms   p99 ms   errors');
  for (const scenario of scenarios) {
    await measure(`${baseUrl}${scenario.path}`, token, 1, 1); // warm-up
    const measured = {
      name: scenario.name,
      ...(await measure(`${baseUrl}${scenario.path}`, token, seconds, scenario.connections)),
    };
    results.push(measured);
    console.log(
      `${measured.name.padEnd(46)} ${String(measured.reqPerSec).padStart(6)} ${String(measured.p50).padStart(9)} ${String(measured.p99).padStart(8)} ${String(measured.errors).padStart(8)}`,
    );
  }
  return { orders: ORDER_HISTORY_BENCH_ORDERS, results };
}
