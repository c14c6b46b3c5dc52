import type { CampaignResults, DropResults, OrderResults } from '@msc/shared/model/mailing-results';
import { mailingResults, type ResultCounts, totalResults } from '@msc/shared/rules/mailing-results';
import { resultsTimeline } from '@msc/shared/rules/results-timeline';
import { agencyOrdersWithItems, type OrderWithItems } from '#orders/index';
import { responsesToOrder } from './direct-responses';
import { campaignLift } from './holdout-results';
import { dropsOfOrder, type MailedDrop } from './mailed-households';
import { attributionsOfOrder, type PolicyAttributionItem } from './results-store';

/**
 * The results of an order's drops and of a campaign (an order line over its drops), issue 48: the pieces each
 * drop mails and its cost (mailed-households.ts), the recipients who answered its pieces, and the new policies
 * the match-back credited to it, through the shared rule (rules/mailing-results.ts).
 */

interface OrderEvents {
  drops: MailedDrop[];
  /** Per drop id: the recipients who answered, each once, with the day of their first response. */
  responders: Map<string, Map<string, string>>;
  policies: Map<string, PolicyAttributionItem[]>;
}

async function eventsOf(order: OrderWithItems): Promise<OrderEvents> {
  const drops = dropsOfOrder(order);
  const [responses, attributions] = await Promise.all([
    responsesToOrder(order),
    attributionsOfOrder(order.order.orderId),
  ]);
  const responders = new Map<string, Map<string, string>>();
  for (const response of [...responses].sort((a, b) => (a.at < b.at ? -1 : 1))) {
    const ofDrop = responders.get(response.dropId) ?? new Map<string, string>();
    if (!ofDrop.has(response.recipientId)) ofDrop.set(response.recipientId, response.at.slice(0, 10));
    responders.set(response.dropId, ofDrop);
  }
  const policies = new Map<string, PolicyAttributionItem[]>();
  for (const attribution of attributions) {
    const dropId = `${attribution.orderId}/${attribution.listId}/${attribution.dropNumber}`;
    policies.set(dropId, [...(policies.get(dropId) ?? []), attribution]);
  }
  return { drops, responders, policies };
}

function countsOf(drop: MailedDrop, events: OrderEvents): ResultCounts {
  const policies = events.policies.get(drop.dropId) ?? [];
  return {
    piecesMailed: drop.pieces,
    responses: events.responders.get(drop.dropId)?.size ?? 0,
    newPolicies: policies.length,
    writtenPremiumCents: policies.reduce((sum, policy) => sum + policy.premiumCents, 0),
    costCents: drop.costCents,
  };
}

const dropResults = (drop: MailedDrop, events: OrderEvents): DropResults => ({
  itemId: drop.itemId,
  productName: drop.productName,
  dropNumber: drop.dropNumber,
  mailDate: drop.mailDate,
  inHomeDate: drop.inHomeDate,
  results: mailingResults(countsOf(drop, events)),
});

/** Every drop of the order with its results (the order page). */
export async function orderResults(order: OrderWithItems): Promise<OrderResults> {
  const events = await eventsOf(order);
  return { drops: events.drops.map((drop) => dropResults(drop, events)) };
}

/** One line's campaign: its drops, their total, and its responses and policies by week; undefined: no such line. */
export async function campaignResults(
  order: OrderWithItems,
  itemId: string,
): Promise<CampaignResults | undefined> {
  const item = order.items.find((each) => each.itemId === itemId);
  if (!item) return undefined;
  const events = await eventsOf(order);
  const drops = events.drops.filter((drop) => drop.itemId === itemId);
  const timelineEvents = drops.flatMap((drop) => [
    ...[...(events.responders.get(drop.dropId)?.values() ?? [])].map((day) => ({
      day,
      kind: 'response' as const,
    })),
    ...(events.policies.get(drop.dropId) ?? []).map((policy) => ({
      day: policy.writtenDate,
      kind: 'policy' as const,
    })),
  ]);
  const firstInHome = drops.map((drop) => drop.inHomeDate).sort()[0] ?? order.order.orderDate.slice(0, 10);
  const total = totalResults(drops.map((drop) => countsOf(drop, events)));
  const listId = item.data?.id;
  return {
    orderId: order.order.orderId,
    orderNumber: order.order.orderNumber,
    itemId,
    productName: item.name,
    total,
    drops: drops.map((drop) => dropResults(drop, events)),
    timeline: resultsTimeline(firstInHome, timelineEvents),
    lift: listId ? await campaignLift(order, listId, total, firstInHome) : undefined,
  };
}

/** Every drop of the agency's orders with its results (the reports' figures). */
export async function agencyDropResults(agencyId: number): Promise<DropResults[]> {
  const orders = await agencyOrdersWithItems(agencyId, {});
  const drops: DropResults[] = [];
  for (const order of orders) {
    if (dropsOfOrder(order).length > 0) drops.push(...(await orderResults(order)).drops);
  }
  return drops;
}
