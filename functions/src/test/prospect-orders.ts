import type { OrderItemData } from '@msc/shared/model/order';
import { businessToday, fromBusinessDay, toBusinessDay } from '@msc/shared/rules/business-date';
import { addDays } from 'date-fns';
import { db } from '#platform/db';
import { prospectListKeys } from '../orders/prospect-list-index-store';
import { placedOrder } from './placed-order';

/** A prospecting order and its lines with purchased lists, as the prospect list tests give them. */

export const AGENCY = 10;
export const ME = 'prospect-list-me@test.local';
export const OTHER = 'prospect-list-other@test.local';

/** A paid prospecting order of the agency, placed by `userName`. */
export async function givenProspectingOrder(
  userName: string,
  orderId: string,
  orderNumber: string,
  orderDate: string,
) {
  await db()
    .entities.order.create(
      placedOrder({
        userName,
        orderId,
        orderNumber,
        orderDate,
        agencyId: AGENCY,
        orderStatusCode: 1,
        shippingStatus: 1,
        programTypes: ['Prospecting'],
      }),
    )
    .go();
}

/** A mail date `days` before today (New York). */
export const daysAgo = (days: number) =>
  fromBusinessDay(addDays(toBusinessDay(businessToday(new Date())), -days));

export const prospectItem = (
  orderId: string,
  itemId: string,
  data: { zipCodes: string[]; zipRadius: number; phone: boolean; targetCount: number; mailed: string[] },
) => ({
  userName: ME,
  orderId,
  // The order's agency and date (every prospect order of these tests is P1's).
  agencyId: AGENCY,
  orderDate: '2026-10-01T15:00:00.000Z',
  itemId,
  productId: 'prospect-letter',
  itemNumber: 'AP-PROSPECT',
  name: 'Prospect Letter',
  unitPrice: 48,
  quantity: data.targetCount,
  data: {
    id: `state-${itemId}`,
    isMultiChannel: false,
    channelType: 1,
    includePhoneNumber: data.phone,
    programType: 'Prospecting',
    targetCount: data.targetCount,
    dropDetails: {
      dropType: 'MULTIPLE',
      frequency: 1,
      numberOfMailings: data.mailed.length,
      mailingDetails: data.mailed.map((mailDate) => ({ mailDate, quantity: 1, price: 48 })),
    },
    prospects: { zipCodes: data.zipCodes, zipRadius: data.zipRadius, crossStateBoundary: false },
  } as OrderItemData,
});

/** The line as placing it writes it: in the purchased lists' index by when its list expires. */
export const placedLine = (line: ReturnType<typeof prospectItem>) => ({ ...line, ...prospectListKeys(line) });
