import type { Faker } from '@faker-js/faker';
import type { OrderEntity, OrderItemEntity } from '@msc/functions/data/entities/order';
import { detailRowShard, type OrderDetailRowEntity } from '@msc/functions/data/entities/order-detail-row';
import { formatOrderNumber, type OrderNumberEntity } from '@msc/functions/data/entities/order-number';
import { lineMailedOut, orderStatusAfterLines } from '@msc/shared/rules/order-completion';
import type { CreateEntityItem } from 'electrodb';
import type { AgencySeed } from './agencies';
import type { PolicyholderSeed } from './policyholders';
import type { ProductSeed } from './products';
import { addDays, fakerFor, isoDay } from './random';

export type OrderSeed = CreateEntityItem<typeof OrderEntity>;
export type OrderItemSeed = CreateEntityItem<typeof OrderItemEntity>;
export type OrderNumberSeed = CreateEntityItem<typeof OrderNumberEntity>;
export type OrderDetailRowSeed = CreateEntityItem<typeof OrderDetailRowEntity>;

/** Orders per account: the demo agents get a history long enough to page (10 per page); the owner a realistic two years. */
const ORDERS_OF: Record<string, number> = {
  'owner@demo.local': 220,
  'agent@demo.local': 24,
  'subcode@demo.local': 12,
  'tm@demo.local': 6,
};
const DEFAULT_ORDERS = 3;
/** Recipient rows kept per campaign item (the order detail list). */
const MAX_ROWS_PER_ITEM = 40;
const STATUS = [
  { value: 100, weight: 60 },
  { value: 1, weight: 15 },
  { value: 2, weight: 12 },
  { value: 99, weight: 13 },
] as const;

export interface OrderAccount {
  userName: string;
  email: string;
  name: string;
  agencies: readonly AgencySeed[];
}

/**
 * The order history of the demo accounts: physical items and campaign items (a target count, a drop
 * schedule and recipient rows drawn from the agency's policyholders), every status and shipping state,
 * and an order number claim per order.
 */
export function planOrders(
  accounts: readonly OrderAccount[],
  products: readonly ProductSeed[],
  policyholdersOf: (agencyId: number) => readonly PolicyholderSeed[],
  epoch: Date,
) {
  const orders: OrderSeed[] = [];
  const items: OrderItemSeed[] = [];
  const numbers: OrderNumberSeed[] = [];
  const rows: OrderDetailRowSeed[] = [];
  const usedNumbers = new Set<string>();
  const physical = products.filter((product) => product.canAddToCart);
  const campaign = products.filter((product) => product.isPersonalizable && !product.isEmail);
  for (const account of accounts) {
    if (account.agencies.length === 0) continue;
    const faker = fakerFor(`orders:${account.userName}`);
    const count = ORDERS_OF[account.userName] ?? DEFAULT_ORDERS;
    for (let index = 0; index < count; index++) {
      const agency = account.agencies[index % account.agencies.length]!;
      const orderDate = addDays(
        epoch,
        -Math.round(((count - index) * 730) / count) + faker.number.int({ min: 0, max: 6 }),
      );
      const orderId = faker.string.ulid({ refDate: orderDate });
      let orderNumber: string;
      do orderNumber = formatOrderNumber(isoDay(orderDate), faker.number.int({ min: 0, max: 99_999 }));
      while (usedNumbers.has(orderNumber));
      usedNumbers.add(orderNumber);
      const recent = index >= count - 3;
      const status = recent
        ? faker.helpers.arrayElement([1, 2, 100])
        : faker.helpers.weightedArrayElement([...STATUS]);
      const base = { userName: account.userName, orderId };
      const picks = [
        ...faker.helpers.arrayElements(physical, { min: 0, max: 2 }),
        ...(faker.datatype.boolean({ probability: 0.5 }) ? [faker.helpers.arrayElement(campaign)] : []),
      ];
      if (picks.length === 0) picks.push(faker.helpers.arrayElement(physical));
      let subTotal = 0;
      const programTypes = new Set<string>();
      const lineStatuses: string[] = [];
      picks.forEach((product, line) => {
        const itemId = `${String(line + 1).padStart(2, '0')}`;
        const isCampaign = product.isPersonalizable;
        const quantity = isCampaign
          ? faker.number.int({ min: 30, max: 600 })
          : faker.number.int({ min: 1, max: 6 });
        subTotal += quantity * product.unitPrice;
        const programType = [...product.programTypes][0] ?? 'Other';
        programTypes.add(programType);
        const mailDate = isoDay(addDays(orderDate, 9));
        // A pending order's mailing whose day has come is Complete, as the mail-drops job leaves it.
        const lineStatus =
          status === 99
            ? 'Canceled'
            : status === 100
              ? isCampaign
                ? 'Complete'
                : 'Delivered'
              : isCampaign && status === 1 && lineMailedOut([{ mailDate }], epoch)
                ? 'Complete'
                : 'Pending';
        lineStatuses.push(lineStatus);
        items.push({
          ...base,
          agencyId: agency.agencyId,
          orderDate: orderDate.toISOString(),
          itemId,
          productId: product.productId,
          itemNumber: product.itemNumber,
          name: product.name,
          description: product.description,
          unitPrice: product.unitPrice,
          quantity,
          status: lineStatus,
          data: isCampaign
            ? {
                isMultiChannel: false,
                channelType: 1,
                includePhoneNumber: false,
                programType: programType as never,
                targetCount: quantity,
                receivedCount: status === 100 ? quantity : 0,
                statCode: agency.statId,
                dropDetails: {
                  dropType: 'ONE',
                  frequency: 1,
                  numberOfMailings: 1,
                  startDate: mailDate,
                  mailingDetails: [
                    { mailDate, quantity, price: quantity * product.unitPrice, dropNumber: 1 },
                  ],
                },
              }
            : undefined,
        });
        if (isCampaign) {
          const listId = `PL-${orderNumber}-${itemId}`;
          const recipients = policyholdersOf(agency.agencyId).slice(
            index * 7,
            index * 7 + Math.min(quantity, MAX_ROWS_PER_ITEM),
          );
          recipients.forEach((holder) => {
            rows.push({
              ...base,
              rowNumber: rows.length + 1,
              shard: detailRowShard(rows.length + 1),
              orderNumber,
              orderDate: orderDate.toISOString(),
              listId,
              mailingDate: mailDate,
              marketingChannel: 'Direct Mail',
              firstName: holder.firstName,
              lastName: holder.lastName,
              addressLine1: holder.addressLine1,
              addressLine2: holder.addressLine2,
              city: holder.city,
              state: holder.state,
              postalCode: holder.postalCode,
              phone: holder.phone,
              email: holder.email,
              listExpirationDate: isoDay(addDays(orderDate, 69)),
              agencyName: agency.agencyName,
              statId: agency.statId,
              productName: product.name,
              productNumber: product.itemNumber,
              drop: 1,
            });
          });
        }
      });
      orders.push(
        order(faker, account, agency, {
          ...base,
          orderNumber,
          orderDate,
          status,
          orderStatusCode: orderStatusAfterLines(status, lineStatuses),
          subTotal,
          programTypes,
        }),
      );
      numbers.push({ orderNumber, userName: account.userName, orderId, created: orderDate.toISOString() });
    }
  }
  return { orders, items, numbers, rows };
}

function order(
  faker: Faker,
  account: OrderAccount,
  agency: AgencySeed,
  o: {
    userName: string;
    orderId: string;
    orderNumber: string;
    orderDate: Date;
    /** The status drawn: the random parts (shipping, tracking) follow it, so the seed stays as it was. */
    status: number;
    /** The status once its mailed lines are done (a pending order of mailings only is completed). */
    orderStatusCode: number;
    subTotal: number;
    programTypes: Set<string>;
  },
): OrderSeed {
  const shipping = faker.helpers.arrayElement([0, 0, 995, 1495]);
  const discountTotal = faker.datatype.boolean({ probability: 0.2 }) ? Math.round(o.subTotal * 0.1) : 0;
  const total = o.subTotal + shipping - discountTotal;
  const address = {
    addressee: account.name,
    companyName: agency.agencyName,
    addressLine1: agency.addressLine1,
    city: agency.city,
    state: agency.state,
    postalCode: agency.postalCode,
    countryCode: 'US',
  };
  return {
    userName: o.userName,
    orderId: o.orderId,
    orderNumber: o.orderNumber,
    orderDate: o.orderDate.toISOString(),
    agencyId: agency.agencyId,
    statCode: agency.statId,
    agencyName: agency.agencyName,
    orderStatusCode: o.orderStatusCode,
    shippingStatus: o.status === 100 ? faker.helpers.arrayElement([100, 100, 2]) : 1,
    paymentStatus: o.status === 99 ? 'Refunded' : total === 0 ? 'Not required' : 'Paid',
    programTypes: [...o.programTypes],
    subTotal: o.subTotal,
    shipping,
    discountTotal,
    tax: 0,
    total,
    amountPaid: o.status === 99 ? 0 : total,
    shipMethodName: shipping === 0 ? 'Ground' : shipping === 995 ? 'Two Day' : 'Overnight',
    shipMethodCost: shipping,
    shipTo: address,
    billTo: address,
    trackingNumbers:
      o.status === 100 ? [`1Z${faker.string.alphanumeric({ length: 16, casing: 'upper' })}`] : [],
    isMultiShip: false,
    orderPlacedByEmail: account.email,
    placedBy: undefined,
  };
}
