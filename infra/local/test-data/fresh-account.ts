import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { faker } from '@faker-js/faker';
import { DETAIL_ROW_SHARD_LIST, detailRowShard } from '@msc/functions/data/entities/order-detail-row';
import { numberOrdersOfUser } from '@msc/functions/orders/index';
import { mayActFor } from '@msc/functions/platform/authenticate';
import { dynamoClient } from '@msc/functions/platform/clients';
import { db, type EntityName } from '@msc/functions/platform/db';
import type { UserRecord } from '@msc/functions/platform/request-context';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../seed/demo-accounts';
import { SeedWriter } from '../seed/writer';

/** An entity read and written without knowing which one it is: the copy only swaps the owner. */
type Records = Array<Record<string, unknown>>;
type Queries = Record<string, (keys: object) => { go(options: object): Promise<{ data: Records }> }>;
const query = (name: EntityName) =>
  (db().entities as unknown as Record<string, { query: Queries }>)[name]!.query;
const all = async (name: EntityName, index: string, keys: object) =>
  (await query(name)[index]!(keys).go({ pages: 'all' })).data;

/**
 * What a demo account owns under its user name (spec 1 §2 "Account area"), by entity and the index that
 * lists it: each is copied under the new account's name.
 */
const OWNED_BY_USER: Array<[EntityName, string]> = [
  ['shippingAddress', 'addressesOfUser'],
  ['marketingContact', 'contactById'],
  ['image', 'imagesOfUser'],
  ['paymentMethod', 'paymentMethodsOfUser'],
  ['favoriteProduct', 'favoritesOfUser'],
  ['customDownload', 'downloadsOfUser'],
  ['upload', 'uploadsOfUser'],
  ['favoriteReport', 'favoritesOfUser'],
  ['orderState', 'orderStateById'],
  ['bulkOrderState', 'bulkOrderStateById'],
];
/** The newest orders only: enough for a page of order history and more (the demo owner has hundreds). */
const ORDERS_COPIED = 30;
/** Orders with recipient rows, for the order list. */
const ORDERS_WITH_ROWS_COPIED = 3;

export interface FreshAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

type EnsureSignIn = (account: FreshAccount) => Promise<void>;

/**
 * A new account that starts as a copy of a demo account: the same roles, agencies and default agency,
 * and a copy of everything the demo account owns (addresses, contacts, images, cards, favorites,
 * downloads, uploads, saved items, its newest orders, its lists in its agencies, personal calendar events). A
 * browser journey that changes the account's data then changes only its own copy: journeys run in any
 * order and side by side. Agencies and what they own are shared with the demo account.
 */
export async function createFreshAccount(from: string, ensureSignIn: EnsureSignIn): Promise<FreshAccount> {
  const demo = DEMO_ACCOUNTS.find((account) => account.email === from);
  if (!demo) throw new Error(`No demo account ${from}`);
  const { entities } = db();
  const { data: user } = await entities.user.get({ userName: from }).go();
  if (!user) throw new Error(`The demo account ${from} is not seeded`);

  // Same mailbox name with a unique tag: the account is recognisably the demo account's copy.
  const [local, domain] = from.split('@');
  const userName = `${local}+${faker.string.alphanumeric({ length: 12, casing: 'lower' })}@${domain}`;
  const account = {
    email: userName,
    password: DEMO_PASSWORD,
    firstName: demo.firstName,
    lastName: demo.lastName,
  };
  const own = <T extends Record<string, unknown>>(item: T) => ({ ...item, userName });

  const writer = new SeedWriter();
  // The login link (`sub`) belongs to the demo account's identity; the new one links on first sign-in.
  const { sub: _sub, ...profile } = user;
  writer.add('user', [{ ...profile, userName, email: userName }]);
  const { data: memberships } = await entities.agencyMembership.query
    .agenciesOfUser({ userName: from })
    .go({ pages: 'all' });
  writer.add('agencyMembership', memberships.map(own));

  const owned = await Promise.all(
    OWNED_BY_USER.map(async ([name, index]) => [name, await all(name, index, { userName: from })] as const),
  );
  for (const [name, items] of owned) {
    writer.add(name, items.map(own) as never);
    if (name === 'bulkOrderState')
      await copyChildren(
        from,
        items,
        'bulkOrderSubCode',
        'partsOfBulkOrderState',
        'bulkOrderStateId',
        own,
        writer,
      );
    if (name === 'upload')
      await copyChildren(from, items, 'uploadRecordEdit', 'editsOfUpload', 'uploadId', own, writer);
    if (name === 'orderState') {
      await copyChildren(
        from,
        items,
        'orderStateRecipients',
        'chunksOfOrderState',
        'orderStateId',
        own,
        writer,
      );
      await copyChildren(
        from,
        items,
        'orderStateListChunk',
        'chunksOfOrderStateList',
        'orderStateId',
        own,
        writer,
      );
    }
  }
  const orders = await ordersToCopy(user as UserRecord);
  await putOutsideAgencyIndex(orders.map(own));
  await copyOrderParts(from, orders, own, writer);
  const { data: events } = await entities.calendarEvent.query
    .eventsOfCalendar({ ownerType: 'user', ownerId: from })
    .go({ pages: 'all' });
  writer.add(
    'calendarEvent',
    events.map((event) => ({ ...event, ownerId: userName, createdBy: userName })),
  );
  await copyMailLists(from, memberships, userName, writer);

  await writer.flush();
  // The copies' ordinals and counters, as placing them would have written (order history pages by them),
  // once their recipient rows are written: the counters count those too (the order list's total).
  await numberOrdersOfUser(userName);
  await ensureSignIn(account);
  return account;
}

async function copyChildren(
  from: string,
  parents: Records,
  child: EntityName,
  index: string,
  key: string,
  own: (item: Record<string, unknown>) => Record<string, unknown>,
  writer: SeedWriter,
) {
  const children = await Promise.all(
    parents.map((parent) => all(child, index, { userName: from, [key]: parent[key] })),
  );
  writer.add(child, children.flat().map(own) as never);
}

/** An order's items, ship-to addresses and list rows live in partitions of the order's own. */
async function copyOrderParts(
  from: string,
  orders: Records,
  own: (item: Record<string, unknown>) => Record<string, unknown>,
  writer: SeedWriter,
) {
  await copyChildren(from, orders, 'orderItem', 'itemsOfOrder', 'orderId', own, writer);
  await copyChildren(from, orders, 'orderShipTo', 'shipTosOfOrder', 'orderId', own, writer);
  // Recipient rows: one partition per shard of the order (data/entities/order-detail-row.ts).
  for (const shard of DETAIL_ROW_SHARD_LIST) {
    const rows = await Promise.all(
      orders.map((order) =>
        all('orderDetailRow', 'rowsOfOrder', { userName: from, orderId: order.orderId, shard }),
      ),
    );
    writer.add('orderDetailRow', rows.flat().map(own) as never);
  }
}

/**
 * The lists the demo account uploaded in its agencies. A list's key is agency + id: the copy takes a new
 * id with the same time part, so the lists keep their order (newest first).
 */
async function copyMailLists(from: string, memberships: Records, userName: string, writer: SeedWriter) {
  for (const { agencyId } of memberships) {
    for (const list of await all('mailList', 'listsOfUser', { agencyId, userName: from })) {
      const mailListId = `${String(list.mailListId).slice(0, 10)}${faker.string.ulid().slice(10)}`;
      const contacts = await all('mailListContact', 'contactsOfList', {
        agencyId,
        mailListId: list.mailListId,
      });
      writer.add('mailList', [{ ...list, userName, mailListId }] as never);
      writer.add('mailListContact', contacts.map((contact) => ({ ...contact, mailListId })) as never);
    }
  }
}

/**
 * The demo account's newest orders of the agency in effect (order history lists no others; the seed gives
 * the demo owner orders in many agencies), and its newest orders with recipient rows in agencies it may act
 * for (the order list shows those rows).
 */
async function ordersToCopy(user: UserRecord): Promise<Records> {
  const inEffect = user.currentAgencyId || user.defaultAgencyId;
  const { data: orders } = await db()
    .entities.order.query.ordersOfUser({ userName: user.userName })
    .go({ order: 'desc', pages: 'all' });
  // Row 1 of every order with rows is in shard 1: the newest of those are enough to choose from.
  const { data: rows } = await db()
    .entities.orderDetailRow.query.rowsOfUser({ userName: user.userName, shard: detailRowShard(1) })
    .go({ order: 'desc', limit: 500, attributes: ['orderId'] });
  const withRows = new Set(rows.map(({ orderId }) => orderId));
  const listed: typeof orders = [];
  for (const order of orders.filter(({ orderId }) => withRows.has(orderId))) {
    if (listed.length === ORDERS_WITH_ROWS_COPIED) break;
    if (await mayActFor(user, order.agencyId)) listed.push(order);
  }
  const history = orders.filter(({ agencyId }) => agencyId === inEffect).slice(0, ORDERS_COPIED);
  return [...new Map([...history, ...listed].map((order) => [order.orderId, order])).values()];
}

/**
 * Copied orders stay out of the agency's order index (`ordersOfAgency`): the agency's pages (home,
 * calendar, reports) read its orders one by one, and would slow down with every copy a journey makes.
 */
async function putOutsideAgencyIndex(orders: Records) {
  await Promise.all(
    orders.map(async (order) => {
      const params = db()
        .entities.order.put(order as never)
        .params() as { Item: Record<string, unknown> };
      delete params.Item.gsi3pk;
      delete params.Item.gsi3sk;
      await dynamoClient().send(new PutCommand(params as never));
    }),
  );
}
