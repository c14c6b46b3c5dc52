import type { DirectResponse, MailedHousehold } from '@msc/shared/rules/match-back';
import type { OrderWithItems } from '#orders/index';
import { type ResponseRecord, responsesOfAgencySince, responsesOfOrder } from '#responses/index';
import { dropsOfOrder, householdsOfOrder } from './mailed-households';

/**
 * The direct responses (scan, visit, form) to an agency's pieces, as results and the match-back read them: a
 * response names its order, drop number and recipient by name (#responses/index); the drop of results is an
 * order line's (`orderId/listId/dropNumber`), and the recipient a recipient row. A response finds its row by
 * order, drop number and the recipient's name as mailed; when the name finds none, the drop's only row.
 */

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toUpperCase();
const orderAndDrop = (dropId: string) => {
  const [orderId = '', , drop = ''] = dropId.split('/');
  return `${orderId}/${drop}`;
};

/** The responses that find their mailed household, in the rule's terms (the rest were not mailed: left out). */
export function responsesToHouseholds(
  responses: readonly ResponseRecord[],
  households: readonly MailedHousehold[],
): DirectResponse[] {
  const byDrop = new Map<string, MailedHousehold[]>();
  for (const household of households) {
    const key = orderAndDrop(household.dropId);
    byDrop.set(key, [...(byDrop.get(key) ?? []), household]);
  }
  return responses.flatMap((response) => {
    const ofDrop = byDrop.get(`${response.orderId}/${response.drop}`) ?? [];
    const name = nameKey(response.recipientName);
    const named = ofDrop.find(
      (household) => nameKey(`${household.firstName} ${household.lastName}`) === name,
    );
    const household = named ?? (ofDrop.length === 1 ? ofDrop[0] : undefined);
    if (!household) return [];
    return [
      { dropId: household.dropId, recipientId: household.recipientId, kind: response.kind, at: response.at },
    ];
  });
}

/** Every response to the agency's pieces, on the households its drops mailed. */
export async function directResponsesOf(
  agencyId: number,
  households: readonly MailedHousehold[],
): Promise<DirectResponse[]> {
  return responsesToHouseholds(
    await responsesOfAgencySince(agencyId, '1970-01-01T00:00:00.000Z'),
    households,
  );
}

/**
 * The responses to one order's pieces, each on its drop. An order whose drop numbers name one line's drops
 * each needs no recipient rows (the response's own recipient id tells recipients apart); an order of several
 * lines reads its rows to tell which line's piece was answered.
 */
export async function responsesToOrder(order: OrderWithItems): Promise<DirectResponse[]> {
  const responses = await responsesOfOrder(order.order.agencyId, order.order.orderId);
  if (responses.length === 0) return [];
  const drops = dropsOfOrder(order);
  const lines = new Set(drops.map((drop) => drop.listId));
  if (lines.size > 1) return responsesToHouseholds(responses, await householdsOfOrder(order, drops));
  return responses.flatMap((response) => {
    const drop = drops.find((each) => each.dropNumber === response.drop);
    return drop
      ? [{ dropId: drop.dropId, recipientId: response.recipientId, kind: response.kind, at: response.at }]
      : [];
  });
}
