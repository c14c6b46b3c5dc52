import { nowMs } from '@msc/shared/clock';
import type { CreateEntityItem, EntityItem } from 'electrodb';
import { monotonicFactory } from 'ulid';
import { ResponseEntity } from '#data/entities/response';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ response: ResponseEntity });

/** Ids that keep their order within one millisecond: two responses of an instant read back as recorded. */
const ulid = monotonicFactory();

export type ResponseRecord = EntityItem<typeof ResponseEntity>;
export type ResponseKind = ResponseRecord['kind'];
/** A response as its recorder gives it: the id and, unless given, the time are the store's. */
export type NewResponse = Omit<CreateEntityItem<typeof ResponseEntity>, 'responseId'>;

/** Records one response (scan, visit or form) and answers it as stored. */
export async function recordResponse(response: NewResponse): Promise<ResponseRecord> {
  const { data } = await db()
    .entities.response.create({ ...response, responseId: ulid(nowMs()) })
    .go();
  return data;
}

/** Every response to one order's pieces (all its drops), oldest first. */
export async function responsesOfOrder(agencyId: number, orderId: string): Promise<ResponseRecord[]> {
  const { data } = await db()
    .entities.response.query.responsesOfOrder({ agencyId, orderId })
    .go({ pages: 'all' });
  return data;
}

/** The agency's responses at or after `since` (an ISO instant), oldest first. */
export async function responsesOfAgencySince(agencyId: number, since: string): Promise<ResponseRecord[]> {
  const { data } = await db()
    .entities.response.query.responsesOfAgency({ agencyId })
    .gte({ at: since })
    .go({ pages: 'all' });
  return data;
}

/**
 * The agency's newest responses at or after `since`, newest first, at most `limit`: the partition read
 * backwards and stopped at the limit, whatever the agency's history holds (the home page's panel).
 */
export async function newestResponsesOfAgency(
  agencyId: number,
  since: string,
  limit: number,
): Promise<ResponseRecord[]> {
  const { data } = await db()
    .entities.response.query.responsesOfAgency({ agencyId })
    .gte({ at: since })
    // `limit`: DynamoDB stops at them (`count` alone reads a whole 1 MB page of responses first).
    .go({ order: 'desc', count: limit, limit });
  return data;
}
