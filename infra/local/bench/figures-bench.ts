import { newestProducts } from '@msc/functions/catalog/index';
import { figureOrderOf } from '@msc/functions/orders/figure-order';
import { givenAgency, givenUser } from '@msc/functions/test/fixtures';
import { figuresOfOrders } from '@msc/shared/rules/order-figures';
import autocannon from 'autocannon';
import type { LocalCloud } from '../local-cloud';
import type { OrderItemSeed, OrderSeed } from '../seed/orders';
import { SeedWriter } from '../seed/writer';
import { BENCH_PASSWORD, type BenchApi, benchSession, expectJson, idTokenOf } from './bench-session';

/**
 * Home (its top picks) and a report view (Order Activity, report 21) at an agency with 50,000 orders over
 * three years against the same at an agency with 50: both read the agencies' order figures, so the ratio
 * (p50, in this one run) should stay near 1 (goal ≤ 1.5×). The orders, their lines and their figures are
 * written straight to the table (transactions of 100, as the seed writes).
 */
export const BUSY_ORDERS = Number(process.env.BENCH_BUSY_ORDERS ?? 50_000);
const SMALL_ORDERS = 50;
const AGENCIES = { busy: 9_101, small: 9_102 } as const;
const DAY = 86_400_000;
const YEARS_MS = 3 * 365 * DAY;

async function givenHistory(agencyId: number, count: number, productIds: readonly string[]) {
  const userName = `history-${agencyId}@bench.local`;
  const now = Date.now();
  const orders: OrderSeed[] = [];
  const items: OrderItemSeed[] = [];
  for (let index = 0; index < count; index++) {
    const orderDate = new Date(now - Math.round(((index + 0.5) * YEARS_MS) / count)).toISOString();
    const orderId = `FIG${agencyId}${String(index).padStart(8, '0')}`;
    orders.push({
      userName,
      orderId,
      orderNumber: `F${agencyId}-${index}`,
      orderDate,
      agencyId,
      statCode: String(1_000_000 + agencyId),
      agencyName: `Agency ${agencyId}`,
      orderStatusCode: index % 13 === 0 ? 99 : 100,
      paymentStatus: 'Paid',
      subTotal: 5_500,
      total: 5_500,
      shipMethodName: 'Ground',
    });
    for (const line of [0, 1].slice(0, 1 + (index % 2))) {
      const productId = productIds[(index * 7 + line) % productIds.length]!;
      const mailDate = new Date(Date.parse(orderDate) + 9 * DAY).toISOString().slice(0, 10);
      items.push({
        userName,
        orderId,
        agencyId,
        orderDate,
        itemId: `0${line + 1}`,
        productId,
        itemNumber: productId,
        name: 'Bench piece',
        unitPrice: 55,
        quantity: 100,
        data: {
          isMultiChannel: false,
          channelType: 1,
          includePhoneNumber: false,
          programType: line === 0 ? 'CrossSell' : 'Retention',
          targetCount: 100,
          dropDetails: {
            dropType: 'ONE',
            frequency: 1,
            numberOfMailings: 1,
            startDate: mailDate,
            mailingDetails: [{ mailDate, quantity: 100, price: 5_500, dropNumber: 1 }],
          },
        },
      } as OrderItemSeed);
    }
  }
  const linesOf = new Map<string, OrderItemSeed[]>();
  for (const item of items) {
    if (!linesOf.has(item.orderId)) linesOf.set(item.orderId, []);
    linesOf.get(item.orderId)!.push(item);
  }
  const figures = figuresOfOrders(
    orders.map((order) => figureOrderOf({ order, items: linesOf.get(order.orderId) ?? [] })),
  );
  const writer = new SeedWriter(4);
  writer.add('order', orders);
  writer.add('orderItem', items);
  writer.add(
    'orderFigure',
    [...figures].map(([bucket, counts]) => ({ agencyId, bucket, counts, version: 1 })),
  );
  await writer.flush();
  return { orders: orders.length, items: items.length, buckets: figures.size };
}

/**
 * A report view counts against its user's usage limit (`reportView`: 20 a minute, the token's call
 * included): the views are a fixed number of requests one at a time, never a timed load that would
 * mostly measure the refusals.
 */
const REPORT_WARM_UP = 2;
const REPORT_VIEWS = 12;

async function measure(url: string, token: string, length: number | { requests: number }, post?: string) {
  const result = await autocannon({
    url,
    connections: typeof length === 'number' ? 2 : 1,
    ...(typeof length === 'number' ? { duration: length } : { amount: length.requests }),
    method: post ? 'POST' : 'GET',
    body: post,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return { p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function agencySession(cloud: LocalCloud, agencyId: number): Promise<{ api: BenchApi; token: string }> {
  const email = `figures-${agencyId}@bench.local`;
  await givenUser({ userName: email, defaultAgencyId: agencyId, hasChosenAgency: true }, [agencyId]);
  const api = await benchSession(cloud, email);
  return { api, token: await idTokenOf(cloud, email, BENCH_PASSWORD) };
}

/** Home's top picks and report 21's view, p50 at the busy agency over the small one's. */
export async function benchFigures(cloud: LocalCloud, seconds: number) {
  const productIds = (await newestProducts(40)).map((product) => product.productId);
  const written: Record<string, unknown> = {};
  const sizes = { busy: BUSY_ORDERS, small: SMALL_ORDERS };
  const views: Record<string, Record<string, Awaited<ReturnType<typeof measure>>>> = { small: {}, busy: {} };
  const targets: Record<string, { token: string; report: string }> = {};
  for (const which of ['small', 'busy'] as const) {
    const agencyId = AGENCIES[which];
    await givenAgency({ agencyId });
    const started = Date.now();
    written[which] = {
      ...(await givenHistory(agencyId, sizes[which], productIds)),
      ms: Date.now() - started,
    };
    const { api, token } = await agencySession(cloud, agencyId);
    const embed = await expectJson<{ token: string; userName: string; agencyNumber: string }>(
      api('GET', '/api/reports/21/token'),
      200,
      'report 21 token',
    );
    const { userName, agencyNumber } = embed;
    targets[which] = { token, report: JSON.stringify({ token: embed.token, userName, agencyNumber }) };
  }
  const home = `${cloud.url}/api/home/top-picks`;
  const viewer = `${cloud.url}/api/report-viewer/21`;
  // Both histories written first, then each view measured at both agencies one after the other, so
  // that what else the machine does weighs on both sides of a ratio alike.
  for (const which of ['small', 'busy'] as const) {
    await measure(home, targets[which]!.token, 1);
    await measure(viewer, targets[which]!.token, { requests: REPORT_WARM_UP }, targets[which]!.report);
  }
  for (const which of ['small', 'busy'] as const)
    views[which]!.home = await measure(home, targets[which]!.token, seconds);
  for (const which of ['small', 'busy'] as const)
    views[which]!.report = await measure(
      viewer,
      targets[which]!.token,
      { requests: REPORT_VIEWS },
      targets[which]!.report,
    );
  const ratio = (view: 'home' | 'report') =>
    Number((views.busy![view]!.p50 / Math.max(1, views.small![view]!.p50)).toFixed(2));
  const result = {
    orders: sizes,
    written,
    views,
    homeRatio: ratio('home'),
    reportRatio: ratio('report'),
    goal: 1.5,
  };
  console.log(
    `\nhome top picks p50: ${views.small!.home!.p50} ms at ${SMALL_ORDERS} orders, ${views.busy!.home!.p50} ms at ${BUSY_ORDERS} (${result.homeRatio}×); report 21 view: ${views.small!.report!.p50} ms, ${views.busy!.report!.p50} ms (${result.reportRatio}×)`,
  );
  return result;
}
