import { detailRowShard } from '@msc/functions/data/entities/order-detail-row';
import { formatOrderNumber } from '@msc/functions/data/entities/order-number';
import type { EntityName } from '@msc/functions/platform/db';
import { Role } from '@msc/shared/rules/roles';
import { type AgencySeed, agency } from './agencies';
import type { MailListContactSeed } from './agency-content';
import { planOrderCalendarEntries, planOrderFigures } from './order-figures';
import type { OrderDetailRowSeed, OrderItemSeed, OrderNumberSeed, OrderSeed } from './orders';
import { countSeedContacts, numberSeedOrders } from './ordinals';
import { placesNear } from './places';
import { planPolicyholders } from './policyholders';
import type { ProductSeed } from './products';
import { addDays, fakerFor, isoDay, phoneDigits } from './random';
import { planMovingLists, planWinBack } from './retention-lists';
import type { SeedItem } from './writer';

/**
 * The busy agency (`npm run seed -- --profile busy`, issue 44): every page tried at a real agency's size.
 * An owner master with 50,000 orders over three years, 30 sub codes of 2,000 policyholders each, a
 * 100,000-row mail list, 5,000 marketing contacts and a year of Moving and Win Back lists, for
 * BUSY_ACCOUNT. Not part of the demo data `npm start` and the journeys seed (their time budget).
 */
export const BUSY_ACCOUNT = {
  email: 'busy@demo.local',
  firstName: 'Bailey',
  lastName: 'Busy',
  roles: [Role.Agent],
  primaryRole: Role.Agent,
  description: 'Agent on an owner master with 50,000 orders, 30 sub codes and 100,000-row lists',
};
export const BUSY_SIZES = {
  userName: BUSY_ACCOUNT.email,
  /** Clear of the demo agencies (1001 on) and their stat codes (10… to 7…). */
  ownerMasterId: 9000,
  statPrefix: '9990',
  orders: 50_000,
  days: 3 * 365,
  subCodes: 30,
  policyholdersPerSubCode: 2_000,
  mailListRows: 100_000,
  contacts: 5_000,
  /** Every this many orders one is a campaign with recipient rows (the order list). */
  campaignEvery: 50,
  rowsPerCampaign: 20,
};
/** What planBusyAgency makes: the busy agency's sizes, or another's (the bench's agency with 50 orders). */
export type BusySizes = typeof BUSY_SIZES;

type Groups = { [N in EntityName]?: Array<SeedItem<N>> };

function busyAgencies(sizes: BusySizes) {
  const faker = fakerFor(`busy:agencies:${sizes.ownerMasterId}`);
  const { ownerMasterId, statPrefix } = sizes;
  const owner = { ...agency(faker, ownerMasterId, `${statPrefix}000`, 'IL'), isOwnerMaster: true };
  const subCodes = Array.from({ length: sizes.subCodes }, (_, index) => ({
    ...agency(faker, ownerMasterId + index + 1, `${statPrefix}${String(index + 1).padStart(3, '0')}`, 'IL'),
    ownerMasterId,
    policyHoldersCount: sizes.policyholdersPerSubCode,
  }));
  owner.policyHoldersCount = sizes.subCodes * sizes.policyholdersPerSubCode;
  return { owner, subCodes };
}

/** Every item of the busy agency, computed without I/O (the same epoch gives the same items). */
export function planBusyAgency(
  epoch: Date,
  products: readonly ProductSeed[],
  sizes: BusySizes = BUSY_SIZES,
): Groups {
  const { owner, subCodes } = busyAgencies(sizes);
  const { userName } = sizes;
  const { policyholders } = planPolicyholders(subCodes, epoch, () => new Set());
  const holdersOf = (agencyId: number) => policyholders.filter((holder) => holder.agencyId === agencyId);
  const orders = planBusyOrders(sizes, owner, products, holdersOf(subCodes[0]!.agencyId), epoch);
  const history = numberSeedOrders(orders.orders, orders.rows);
  const moving = planMovingLists(subCodes, holdersOf, epoch);
  return {
    agency: [owner, ...subCodes],
    user: [
      {
        userName,
        email: userName,
        firstName: BUSY_ACCOUNT.firstName,
        lastName: userName === BUSY_ACCOUNT.email ? BUSY_ACCOUNT.lastName : 'Bench',
        roles: BUSY_ACCOUNT.roles,
        primaryRole: BUSY_ACCOUNT.primaryRole,
        defaultAgencyId: owner.agencyId,
        hasChosenAgency: true,
      },
    ],
    agencyMembership: [
      {
        userName,
        agencyId: owner.agencyId,
        agencyName: owner.agencyName,
        statId: owner.statId,
        isOwnerMaster: true,
      },
    ],
    policyholder: policyholders,
    order: history.orders,
    orderCounter: history.counters,
    orderHistoryFacets: history.facets,
    orderHistoryTally: history.tallies,
    orderItem: orders.items,
    orderNumber: orders.numbers,
    orderDetailRow: orders.rows,
    // Its calendar's mail drops and its figures (home's top picks, the reports, the calendar month's counts
    // per day), as placing its orders wrote them.
    orderCalendarEntry: planOrderCalendarEntries(orders.orders, orders.items),
    orderFigure: planOrderFigures(orders.orders, orders.items, epoch),
    movingList: moving.lists,
    movingRecord: moving.records,
    winBackEntry: planWinBack(subCodes, epoch, 12),
    ...planBusyLists(sizes, owner, epoch),
  };
}

/** 50,000 orders of the owner master, evenly over three years before the epoch, one line each. */
function planBusyOrders(
  sizes: BusySizes,
  owner: AgencySeed,
  products: readonly ProductSeed[],
  recipients: readonly {
    firstName: string;
    lastName: string;
    addressLine1: string;
    city: string;
    state: string;
    postalCode: string;
  }[],
  epoch: Date,
) {
  const faker = fakerFor(`busy:orders:${sizes.userName}`);
  const physical = products.filter((product) => product.canAddToCart);
  const campaign = products.filter((product) => product.isPersonalizable && !product.isEmail);
  const orders: OrderSeed[] = [];
  const items: OrderItemSeed[] = [];
  const numbers: OrderNumberSeed[] = [];
  const rows: OrderDetailRowSeed[] = [];
  const { userName } = sizes;
  const perDay = Math.max(1, Math.ceil(sizes.orders / sizes.days));
  const daysApart = Math.max(1, Math.floor(sizes.days / sizes.orders));
  for (let index = 0; index < sizes.orders; index++) {
    const day = Math.floor(index / perDay) * daysApart;
    const orderDate = new Date(addDays(epoch, day - sizes.days).getTime() + (index % perDay) * 60_000);
    const orderId = faker.string.ulid({ refDate: orderDate });
    // 90,000 and up: the demo orders' random digits of the same day rarely reach there.
    const orderNumber = formatOrderNumber(isoDay(orderDate), 90_000 + (index % perDay));
    const isCampaign = index % sizes.campaignEvery === 0;
    const product = isCampaign ? campaign[index % campaign.length]! : physical[index % physical.length]!;
    const quantity = isCampaign ? 200 : 1 + (index % 5);
    const status = index >= sizes.orders - 20 ? 1 : index % 9 === 0 ? 99 : 100;
    const total = quantity * product.unitPrice;
    const date = orderDate.toISOString();
    const programType = [...product.programTypes][0] ?? 'Other';
    orders.push({
      userName,
      orderId,
      orderNumber,
      orderDate: date,
      agencyId: owner.agencyId,
      statCode: owner.statId,
      agencyName: owner.agencyName,
      orderStatusCode: status,
      shippingStatus: status === 100 ? 100 : 1,
      paymentStatus: status === 99 ? 'Released' : 'Paid',
      programTypes: [programType],
      subTotal: total,
      total,
      amountPaid: status === 99 ? 0 : total,
      shipMethodName: 'Ground',
      orderPlacedByEmail: userName,
    });
    numbers.push({ orderNumber, userName, orderId, created: date });
    const mailDate = isoDay(addDays(orderDate, 9));
    items.push({
      userName,
      orderId,
      itemId: '01',
      agencyId: owner.agencyId,
      orderDate: date,
      productId: product.productId,
      itemNumber: product.itemNumber,
      name: product.name,
      unitPrice: product.unitPrice,
      quantity,
      status: status === 99 ? 'Canceled' : status === 100 ? 'Complete' : 'Pending',
      data: isCampaign
        ? {
            isMultiChannel: false,
            channelType: 1,
            includePhoneNumber: false,
            programType: programType as never,
            targetCount: quantity,
            statCode: owner.statId,
            dropDetails: {
              dropType: 'ONE',
              frequency: 1,
              numberOfMailings: 1,
              startDate: mailDate,
              mailingDetails: [{ mailDate, quantity, price: total, dropNumber: 1 }],
            },
          }
        : undefined,
    });
    if (!isCampaign) continue;
    for (let row = 1; row <= sizes.rowsPerCampaign; row++) {
      const holder = recipients[(index + row) % recipients.length]!;
      rows.push({
        userName,
        orderId,
        rowNumber: row,
        shard: detailRowShard(row),
        orderNumber,
        orderDate: date,
        listId: `PL-${orderNumber}-01`,
        mailingDate: mailDate,
        marketingChannel: 'Direct Mail',
        firstName: holder.firstName,
        lastName: holder.lastName,
        addressLine1: holder.addressLine1,
        city: holder.city,
        state: holder.state,
        postalCode: holder.postalCode,
        agencyName: owner.agencyName,
        statId: owner.statId,
        productName: product.name,
        productNumber: product.itemNumber,
        drop: 1,
      });
    }
  }
  return { orders, items, numbers, rows };
}

/** One 100,000-row mail list of the owner master and 5,000 marketing contacts of the busy account. */
function planBusyLists(sizes: BusySizes, owner: AgencySeed, epoch: Date): Groups {
  const faker = fakerFor(`busy:lists:${sizes.userName}`);
  const { userName } = sizes;
  const created = addDays(epoch, -30);
  const mailListId = faker.string.ulid({ refDate: created });
  const places = placesNear(owner.postalCode);
  const contacts: MailListContactSeed[] = Array.from({ length: sizes.mailListRows }, (_, index) => {
    const place = places[index % places.length]!;
    return {
      agencyId: owner.agencyId,
      mailListId,
      rowNumber: index + 1,
      contact: {
        firstName: faker.person.firstName(),
        lastName: faker.person.lastName(),
        addressLine1: `${100 + (index % 9000)} ${faker.location.street()}`.slice(0, 30),
        city: place.city,
        state: place.state,
        postalCode: place.zip,
      },
    };
  });
  const marketingContacts = Array.from({ length: sizes.contacts }, (_, index) => {
    const place = places[index % places.length]!;
    const firstName = faker.person.firstName();
    const lastName = faker.person.lastName();
    return {
      userName,
      contactId: faker.string.ulid({ refDate: addDays(epoch, -index) }),
      firstName,
      lastName,
      email: `${firstName}.${lastName}.${index}@contact.example`.toLowerCase(),
      phoneNumber: phoneDigits(faker),
      addressLine1: faker.location.streetAddress().slice(0, 30),
      city: place.city,
      state: place.state,
      postalCode: place.zip,
      countryCode: 'US',
      isFavorite: index % 10 === 0,
    };
  });
  return {
    mailList: [
      {
        agencyId: owner.agencyId,
        mailListId,
        userName,
        name: 'Every policyholder household',
        mailListContactsCount: sizes.mailListRows,
        created: created.toISOString(),
      },
    ],
    mailListContact: contacts,
    marketingContact: marketingContacts,
    contactCounter: countSeedContacts(marketingContacts),
  };
}
