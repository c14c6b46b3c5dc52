import { purchasedProspects } from '#prospecting/index';
import { orderWithItems } from './orders-store';
import { storedProspectCount, writeProspectList } from './prospect-list-store';

/**
 * Stores the purchased prospect list of each line of a placed order that bought prospects (spec 2 §1): the
 * households the provider gives for the line's targeting now, at placement, are the ones mailed, and the list
 * the agent reads for 60 days after the mail date. A list already stored is kept (a rerun of the
 * order-recipients workflow never replaces what was mailed with what the provider says later). Answers how
 * many lists were stored.
 */
export async function storeProspectLists(userName: string, orderId: string): Promise<number> {
  const placed = await orderWithItems(userName, orderId);
  let stored = 0;
  for (const item of placed?.items ?? []) {
    const data = item.data;
    if (!data?.prospects) continue;
    const key = { userName, orderId, itemId: item.itemId };
    if ((await storedProspectCount(key)) !== undefined) continue;
    const list = await purchasedProspects({
      ...data.prospects,
      includePhoneNumber: data.includePhoneNumber,
      targetCount: data.targetCount,
    });
    await writeProspectList(key, list.rows(0, list.totalCount));
    stored++;
  }
  return stored;
}
