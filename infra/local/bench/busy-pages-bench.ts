import { handler as calendarHandler } from '@msc/functions/calendar/handler';
import type { ApiHandler } from '@msc/functions/capabilities';
import { handler as contactsHandler } from '@msc/functions/contacts/handler';
import { handler as ordersHandler } from '@msc/functions/orders/handler';
import type { EntityName } from '@msc/functions/platform/db';
import { claimsFor, invoke } from '@msc/functions/test/invoke';
import { OrderStatusCode } from '@msc/shared/model/enum-values';
import { BUSY_SIZES, type BusySizes, planBusyAgency } from '../seed/busy-agency';
import { seedEpoch } from '../seed/plan';
import { planProducts } from '../seed/products';
import { SeedWriter } from '../seed/writer';
import { medianMs, PAGE_ROUNDS, type PageFigure, ratioOf } from './page-figures';

/**
 * The pages that must cost the same at the busy agency (50,000 orders, seed/busy-agency.ts) as at an agency
 * with 50 orders (issue 44): each page's p50 in process (the handler, its reads of DynamoDB Local) at both
 * sizes, in one run, and the ratio. Only what the pages read is written (orders, their lines and recipient
 * rows, contacts, the users and agencies), into the bench's ephemeral store.
 */
const SMALL: BusySizes = {
  ...BUSY_SIZES,
  userName: 'small@bench.local',
  ownerMasterId: 9500,
  statPrefix: '9950',
  orders: 50,
  subCodes: 1,
  policyholdersPerSubCode: 40,
  mailListRows: 0,
  contacts: 12,
};
/** What the pages read, of the planned items. */
const READ_BY_PAGES: EntityName[] = [
  'agency',
  'user',
  'agencyMembership',
  'order',
  'orderCounter',
  'orderHistoryFacets',
  'orderHistoryTally',
  'orderItem',
  'orderDetailRow',
  'marketingContact',
  'contactCounter',
  'orderCalendarEntry',
  'orderFigure',
];

interface Page {
  name: string;
  handler: ApiHandler;
  path: string;
  /** The query at each size (page 200 exists only at the busy one: measured against page 1 of the small). */
  query: (sizes: BusySizes) => string;
}

const month = (epoch: Date) => epoch.toISOString().slice(0, 7);
/** A weekday mid-month, when drops mail: the day list's size at the busy agency is a day's mailings. */
const midMonthWeekday = (epoch: Date) => {
  const day = new Date(`${month(epoch)}-15T12:00:00Z`);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
};

function pages(epoch: Date): Page[] {
  return [
    {
      name: 'order history page 1',
      handler: ordersHandler,
      path: '/api/orders',
      query: () => 'pageNumber=1&pageSize=10',
    },
    {
      name: 'order history page 200',
      handler: ordersHandler,
      path: '/api/orders',
      query: (sizes) => `pageNumber=${sizes === SMALL ? 1 : 200}&pageSize=10`,
    },
    {
      name: 'order list rows',
      handler: ordersHandler,
      path: '/api/order-detail-rows',
      query: () => 'pageNumber=1&pageSize=50',
    },
    {
      name: 'contacts',
      handler: contactsHandler,
      path: '/api/contacts',
      query: () => 'pageNumber=1&pageSize=12',
    },
    {
      // The tallies (orders/filtered-history.ts): one item at the busy size, the page's block, then its orders.
      name: 'order history, Completed only',
      handler: ordersHandler,
      path: '/api/orders',
      query: () => `pageNumber=1&pageSize=10&status=${OrderStatusCode.Completed}`,
    },
    {
      name: 'order history, Completed only, page 200',
      handler: ordersHandler,
      path: '/api/orders',
      query: (sizes) =>
        `pageNumber=${sizes === SMALL ? 1 : 200}&pageSize=10&status=${OrderStatusCode.Completed}`,
    },
    {
      name: 'purchased prospect lists',
      handler: ordersHandler,
      path: '/api/prospect-lists',
      query: () => '',
    },
    {
      name: 'calendar month',
      handler: calendarHandler,
      path: '/api/calendar/events',
      query: () => `month=${month(epoch)}`,
    },
    {
      // O(day), not O(month): the busy agency mails about 60 pieces' drops a weekday; the small one a few a month.
      name: 'calendar day',
      handler: calendarHandler,
      path: `/api/calendar/days/${midMonthWeekday(epoch)}`,
      query: () => '',
    },
  ];
}

async function writeAgency(epoch: Date, sizes: BusySizes) {
  const started = Date.now();
  const planned = planBusyAgency(epoch, planProducts(epoch), sizes);
  const writer = new SeedWriter(2);
  for (const name of READ_BY_PAGES) writer.add(name, (planned[name] ?? []) as never);
  await writer.flush();
  const items = Object.values(writer.counts).reduce((sum, count) => sum + (count ?? 0), 0);
  console.log(`  ${sizes.userName}: ${items.toLocaleString('en-US')} items in ${Date.now() - started} ms`);
}

const p50 = (page: Page, sizes: BusySizes) =>
  medianMs(async () => {
    const { status } = await invoke(page.handler, {
      method: 'GET',
      path: page.path,
      query: page.query(sizes),
      claims: claimsFor(sizes.userName),
    });
    if (status !== 200) throw new Error(`${page.name} (${sizes.userName}) answered ${status}`);
  });

/** Writes both agencies, then measures each page at both sizes, small and busy taking turns. */
export async function benchBusyPages() {
  const epoch = seedEpoch();
  console.log('\nbusy agency pages: writing the small and the busy agency…');
  await writeAgency(epoch, SMALL);
  await writeAgency(epoch, BUSY_SIZES);
  console.log('\npage (p50 ms, in process)                 50 orders   50,000 orders   ratio');
  const results: PageFigure[] = [];
  for (const page of pages(epoch)) {
    // A page that fails (e.g. past the Lambda's timeout) is recorded, not the end of the run.
    const small = await p50(page, SMALL).catch((error: Error) => error.message);
    const busy = await p50(page, BUSY_SIZES).catch((error: Error) => error.message);
    results.push(ratioOf(page.name, small, busy));
  }
  return { rounds: PAGE_ROUNDS, orders: { small: SMALL.orders, busy: BUSY_SIZES.orders }, results };
}
