import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { db } from '#data/db';
import type { OrderStateEntity } from '#data/entities/order-state';
import type { PolicyholderEntity } from '#data/entities/policyholder';

export type OrderStateRecord = EntityItem<typeof OrderStateEntity>;
export type NewOrderState = Omit<OrderStateRecord, 'orderStateId' | 'created' | 'updated'>;

export const newOrderStateId = () => ulid();

/** A state of the user's, or undefined (the caller checks the agency too). */
export async function findOrderState(
  userName: string,
  orderStateId: string,
): Promise<OrderStateRecord | undefined> {
  const { data } = await db().entities.orderState.get({ userName, orderStateId }).go();
  return data ?? undefined;
}

export async function createOrderState(state: NewOrderState): Promise<OrderStateRecord> {
  const now = new Date().toISOString();
  const { data } = await db()
    .entities.orderState.create({ ...state, orderStateId: newOrderStateId(), created: now, updated: now })
    .go();
  return data as OrderStateRecord;
}

/** Replaces a state with its new version (the server's whole copy). */
export async function putOrderState(state: OrderStateRecord): Promise<OrderStateRecord> {
  const next = { ...state, updated: new Date().toISOString() };
  await db().entities.orderState.put(next).go();
  return next;
}

export async function deleteOrderState(userName: string, orderStateId: string): Promise<void> {
  await db().entities.orderState.delete({ userName, orderStateId }).go();
}

export async function childrenOf(userName: string, parentId: string): Promise<OrderStateRecord[]> {
  const { data } = await db()
    .entities.orderState.query.childrenOfParent({ userName, parentId })
    .go({ pages: 'all' });
  return data;
}

/** The user's saved items, optionally those of one product (newest id last). */
export async function savedOrderStates(userName: string, productId?: string): Promise<OrderStateRecord[]> {
  const query = db().entities.orderState.query.savedItemsOfUser(
    productId ? { userName, isStateSaved: true, productId } : { userName, isStateSaved: true },
  );
  const { data } = await query.go({ pages: 'all' });
  return data;
}

export async function setSavedFlag(
  userName: string,
  orderStateId: string,
  isStateSaved: boolean,
): Promise<void> {
  await db()
    .entities.orderState.patch({ userName, orderStateId })
    .set({ isStateSaved, updated: new Date().toISOString() })
    .go();
}

export type PolicyholderRecord = EntityItem<typeof PolicyholderEntity>;

/** What the recipient step reads of a policyholder (a projection: large agencies have thousands). */
const RECIPIENT_ATTRIBUTES = [
  'agencyId',
  'statCode',
  'policyNumber',
  'policyType',
  'firstName',
  'lastName',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'email',
  'phone',
  'renewalDate',
  'customerSinceDate',
  'motorCycle',
  'waterCraft',
  'rv',
] as const;
export type RecipientRecord = Pick<PolicyholderRecord, (typeof RECIPIENT_ATTRIBUTES)[number]>;

/**
 * The policyholders of one agency on the given cross-sell lists (index `crossSellList`, a query per list),
 * or, with no list, every policyholder of the agency (its partition). Never a scan.
 */
export async function policyholdersForRecipients(
  agencyId: number,
  listCodes: readonly PolicyholderRecord['crossSellType'][],
): Promise<RecipientRecord[]> {
  const { policyholder } = db().entities;
  if (listCodes.length === 0) {
    const { data } = await policyholder.query
      .policyholdersOfAgency({ agencyId })
      .go({ pages: 'all', attributes: [...RECIPIENT_ATTRIBUTES] });
    return data;
  }
  const lists = await Promise.all(
    listCodes.map(async (crossSellType) => {
      const { data } = await policyholder.query
        .crossSellList({ agencyId, crossSellType })
        .go({ pages: 'all', attributes: [...RECIPIENT_ATTRIBUTES] });
      return data;
    }),
  );
  return lists.flat();
}
