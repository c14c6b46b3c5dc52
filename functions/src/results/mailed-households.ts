import { dropNumberOf, dropShareAfterDiscount } from '@msc/shared/rules/drop-change';
import { inHomeWindowOf } from '@msc/shared/rules/in-home-date';
import type { MailedHousehold } from '@msc/shared/rules/match-back';
import { agencyOrdersWithItems, type OrderWithItems, rowsOfOrder } from '#orders/index';

/**
 * The drops an agency mailed and the households each reached (issue 48): every placed line with a drop
 * schedule, each drop not canceled, with what it cost the agency (its price less its share of the order's
 * discount) and its recipients (the order's recipient rows of that line and drop).
 */

/** A drop of an order line: its id for results and attributions is `orderId/listId/dropNumber`. */
export interface MailedDrop {
  dropId: string;
  orderId: string;
  orderNumber: string;
  /** The line's order state (the recipient rows' list id). */
  listId: string;
  itemId: string;
  productName: string;
  dropNumber: number;
  mailDate: string;
  inHomeDate: string;
  /** The pieces the drop mails. */
  pieces: number;
  /** Integer cents. */
  costCents: number;
}

export const dropIdOf = (orderId: string, listId: string, dropNumber: number) =>
  `${orderId}/${listId}/${dropNumber}`;

/** The drops of one order, canceled ones left out (they were never mailed, and their share was refunded). */
export function dropsOfOrder({ order, items }: OrderWithItems): MailedDrop[] {
  return items.flatMap((item) => {
    const listId = item.data?.id;
    const mailings = item.data?.dropDetails?.mailingDetails ?? [];
    if (!listId || item.status === 'Canceled' || item.status === 'Removed') return [];
    return mailings.flatMap((mailing, index) => {
      if (mailing.canceledAt || !mailing.mailDate) return [];
      const dropNumber = dropNumberOf(mailing, index);
      return [
        {
          dropId: dropIdOf(order.orderId, listId, dropNumber),
          orderId: order.orderId,
          orderNumber: order.orderNumber,
          listId,
          itemId: item.itemId,
          productName: item.name,
          dropNumber,
          mailDate: mailing.mailDate,
          inHomeDate: inHomeWindowOf(mailing.mailDate).first,
          pieces: mailing.quantity,
          costCents: dropShareAfterDiscount(mailing.price ?? 0, order),
        },
      ];
    });
  });
}

/** The households a set of an agency's drops mailed, each with its drop's in-home date. */
export async function householdsOfOrder(
  order: OrderWithItems,
  drops: readonly MailedDrop[] = dropsOfOrder(order),
): Promise<MailedHousehold[]> {
  if (drops.length === 0) return [];
  const byId = new Map(drops.map((drop) => [drop.dropId, drop]));
  const rows = await rowsOfOrder(order.order.userName, order.order.orderId);
  return rows.flatMap((row) => {
    const drop = byId.get(dropIdOf(row.orderId, row.listId, row.drop ?? 1));
    if (!drop) return [];
    return [
      {
        dropId: drop.dropId,
        recipientId: String(row.rowNumber),
        inHomeDate: drop.inHomeDate,
        firstName: row.firstName,
        lastName: row.lastName,
        addressLine1: row.addressLine1,
        addressLine2: row.addressLine2,
        city: row.city,
        state: row.state,
        postalCode: row.postalCode,
      },
    ];
  });
}

/** Every drop of the agency's placed orders and the households they mailed. */
export async function mailedByAgency(
  agencyId: number,
): Promise<{ drops: MailedDrop[]; households: MailedHousehold[] }> {
  const orders = await agencyOrdersWithItems(agencyId, {});
  const drops: MailedDrop[] = [];
  const households: MailedHousehold[] = [];
  for (const order of orders) {
    const ofOrder = dropsOfOrder(order);
    drops.push(...ofOrder);
    households.push(...(await householdsOfOrder(order, ofOrder)));
  }
  return { drops, households };
}
