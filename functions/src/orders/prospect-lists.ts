import { now } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import type { ProspectListSummary } from '@msc/shared/model/order';
import { businessToday } from '@msc/shared/rules/business-date';
import { agencyAccess } from '#platform/authenticate';
import { mapBounded } from '#platform/bounded-map';
import { notFound } from '#platform/http-error';
import type { RequestContext } from '#platform/request-context';
import { loadOrder } from './load-order';
import { prospectListOf } from './order-view';
import { linesWithProspectLists } from './prospect-list-index-store';
import { type ProspectListKey, storedProspectCount, storedProspectsPage } from './prospect-list-store';

/** Reads in flight at once while gathering the user's lists. */
const READS_AT_ONCE = 8;

/**
 * The stored prospect list of an item of the user's order (spec 2 §1: what was mailed, never the provider's
 * list of today), while accessible: a foreign order, an item without purchased prospects or one not yet
 * mailed answer 404, an expired list 404 with its reason. `rowsPending`: the order's lists are still being
 * stored (the order-recipients workflow runs after the capture).
 */
export async function prospectListOfItem(ctx: RequestContext, orderId: string, itemId: string) {
  const { order, items } = await loadOrder(ctx, orderId);
  const item = items.find((candidate) => candidate.itemId === itemId);
  const list = item && prospectListOf(item, now());
  if (!item?.data?.prospects || !list) throw notFound(apiErrors.notFound);
  if (list.expired) throw notFound(apiErrors.prospectListExpired);
  const key: ProspectListKey = { userName: order.userName, orderId, itemId };
  return { key, rowsPending: order.recipientRowsWritten === false };
}

/** A page of the item's stored list (empty, pending, while it is being stored). */
export async function prospectsPage(
  ctx: RequestContext,
  orderId: string,
  itemId: string,
  from: number,
  count: number,
) {
  const { key, rowsPending } = await prospectListOfItem(ctx, orderId, itemId);
  const stored = await storedProspectsPage(key, from, count);
  if (stored) return stored;
  return { totalCount: 0, rows: [], ...(rowsPending ? { rowsPending } : {}) };
}

/**
 * The user's purchased prospect lists still accessible, of the agency in effect (every agency the user may
 * act for with none chosen), soonest expiring first: the account's lists link each to its order's list view.
 * The lines are found by when their lists expire (`linesWithProspectLists`), never by reading the history.
 */
export async function prospectListsOfUser(ctx: RequestContext): Promise<ProspectListSummary[]> {
  const userName = ctx.user.userName;
  const today = now();
  const visible = agencyAccess(ctx);
  const lines = await linesWithProspectLists(userName, businessToday(today));
  const shown = await mapBounded(
    lines,
    READS_AT_ONCE,
    async ({ order }) =>
      (ctx.agencyId === 0 || order.agencyId === ctx.agencyId) && (await visible(order.agencyId)),
  );
  const accessible = lines.flatMap(({ order, item }, index) => {
    const list = shown[index] ? prospectListOf(item, today) : undefined;
    return list && !list.expired ? [{ order, item, list }] : [];
  });
  const counts = await mapBounded(accessible, READS_AT_ONCE, ({ order, item }) =>
    storedProspectCount({ userName, orderId: order.orderId, itemId: item.itemId }),
  );
  const lists: ProspectListSummary[] = accessible.map(({ order, item, list }, index) => {
    const prospectCount = counts[index];
    return {
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      itemId: item.itemId,
      productName: item.name,
      ...(prospectCount === undefined ? {} : { prospectCount }),
      listExpirationDate: list.listExpirationDate,
      daysLeft: list.daysLeft,
    };
  });
  return lists.sort((a, b) => a.daysLeft - b.daysLeft || b.orderNumber.localeCompare(a.orderNumber));
}
