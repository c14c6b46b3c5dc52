import { OrderStatusCode } from '@msc/shared/model/enum-values';
import type { OrderItemData } from '@msc/shared/model/order';
import { earliestChangeableMailDate } from '@msc/shared/rules/drop-change';
import { addBusinessDays, format, parseISO } from 'date-fns';
import { recordPlacedOrders } from '#orders/index';
import { db } from '#platform/db';
import { stripeGateway } from '../payments/payment-gateway';
import { localStripe, tokenizeCard } from './payment-card';
import { placedOrder } from './placed-order';

/**
 * Placed orders with mail drops, as the drop change tests need them: paid (captured), held (authorized)
 * or free, on the local payment gateway, with one line or several.
 */

/** Business days after the first changeable mail date (0: the first one). */
export const changeable = (days: number) =>
  format(addBusinessDays(parseISO(earliestChangeableMailDate(new Date())), days), 'yyyy-MM-dd');

export const stripe = () => localStripe();

/** A real payment of `amount` cents on the local gateway, authorized (and captured unless `held`) as checkout does. */
export async function capturedPayment(userName: string, amount: number, held = false): Promise<string> {
  const gateway = stripeGateway(stripe());
  const customerId = await gateway.createCustomer({ email: userName, userName });
  const card = await gateway.attach(await tokenizeCard('4242424242424242'), customerId);
  const authorized = await gateway.authorize({
    amount,
    customerId,
    paymentMethodId: card.providerPaymentMethodId,
    idempotencyKey: `drops-test-${Math.random()}`,
    description: 'drop change test',
    metadata: {},
  });
  if (!authorized.ok) throw new Error(authorized.message);
  if (!held) await gateway.capture(authorized.paymentIntentId, `capture-${authorized.paymentIntentId}`);
  return authorized.paymentIntentId;
}

export const dropData = (mailDates: string[], price = 2000): OrderItemData => ({
  isMultiChannel: false,
  channelType: 1,
  includePhoneNumber: false,
  targetCount: 100,
  dropDetails: {
    dropType: mailDates.length > 1 ? 'MULTIPLE' : 'ONE',
    frequency: 1,
    numberOfMailings: mailDates.length,
    startDate: mailDates[0],
    mailingDetails: mailDates.map((mailDate, index) => ({
      mailDate,
      quantity: 100,
      price,
      dropNumber: index + 1,
    })),
  },
});

/** A line of a test order: its price (unit × quantity) and its drops, each priced `dropPrice`. */
export interface TestLine {
  itemId: string;
  unitPrice: number;
  quantity: number;
  drops: string[];
  dropPrice: number;
}

let sequence = 0;

/**
 * An order of `userName` for `agencyId`. Without `lines`, one line '1' of 100 letters a drop at 20 cents
 * (each drop $20.00). `paid`: captured; `held`: authorized, the capture still to come.
 */
export async function givenDropOrder(
  orderId: string,
  drops: string[],
  money: { subTotal: number; discountTotal?: number; paid: boolean; held?: boolean },
  owner: { userName: string; agencyId: number },
  lines: TestLine[] = [{ itemId: '1', unitPrice: 20, quantity: 100 * drops.length, drops, dropPrice: 2000 }],
) {
  sequence += 1;
  const { userName, agencyId } = owner;
  const total = money.subTotal - (money.discountTotal ?? 0);
  const paymentIntentId =
    (money.paid || money.held) && total > 0 ? await capturedPayment(userName, total, money.held) : undefined;
  const orderDate = new Date().toISOString();
  const orderNumber = `D-${sequence}-${orderId}`;
  const { data: order } = await db()
    .entities.order.create(
      placedOrder({
        userName,
        orderId,
        orderNumber,
        orderDate,
        agencyId,
        statCode: '4100000',
        agencyName: 'Drop Agency',
        orderStatusCode: OrderStatusCode.Pending,
        shippingStatus: 1,
        paymentStatus: paymentIntentId ? (money.held ? 'Authorized' : 'Paid') : 'NotRequired',
        paymentIntentId,
        subTotal: money.subTotal,
        discountTotal: money.discountTotal ?? 0,
        total,
        amountPaid: paymentIntentId && !money.held ? total : 0,
        shipMethodName: 'Mail',
      }),
    )
    .go();
  const items = [];
  for (const line of lines) {
    const { data: item } = await db()
      .entities.orderItem.create({
        userName,
        orderId,
        itemId: line.itemId,
        agencyId,
        orderDate,
        productId: 'letter',
        itemNumber: `L-${line.itemId}`,
        name: 'Cross-sell Letter',
        unitPrice: line.unitPrice,
        quantity: line.quantity,
        data: dropData(line.drops, line.dropPrice),
      })
      .go();
    items.push(item);
  }
  // As placing it does: its figures, its calendar entries and their counts per day.
  await recordPlacedOrders([{ order, items }]);
  return { orderNumber, paymentIntentId };
}

/** The amounts refunded of a payment on the local gateway, in the order made. */
export const refundsOf = async (paymentIntentId: string | undefined) =>
  (await stripe().refunds.list({ payment_intent: paymentIntentId! })).data.map((refund) => refund.amount);
