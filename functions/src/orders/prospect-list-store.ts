import type { ProspectListRow } from '@msc/shared/model/order';
import { PROSPECTS_PER_CHUNK, ProspectListChunkEntity } from '#data/entities/prospect-list-chunk';
import { storeDb } from '#platform/store-db';

/**
 * The stored prospect lists of order items (what was mailed), in chunks of `PROSPECTS_PER_CHUNK` rows: a page
 * reads only the chunks it spans, an export reads them one after another.
 */
const db = /* @__PURE__ */ storeDb({ prospectListChunk: ProspectListChunkEntity });

export interface ProspectListKey {
  userName: string;
  orderId: string;
  itemId: string;
}

/** The size of the item's stored list; undefined until it is stored whole (chunk 0 is written last). */
export async function storedProspectCount(key: ProspectListKey): Promise<number | undefined> {
  const { data } = await db()
    .entities.prospectListChunk.get({ ...key, chunk: 0 })
    .go({ attributes: ['totalCount'] });
  return data?.totalCount;
}

/**
 * Stores the item's list, one chunk a request (a batch of 25 chunks could pass the 16 MB batch limit), chunk 0
 * last so a list cut short by a failure is stored again whole by the rerun.
 */
export async function writeProspectList(
  key: ProspectListKey,
  rows: readonly ProspectListRow[],
): Promise<void> {
  const chunkCount = Math.max(1, Math.ceil(rows.length / PROSPECTS_PER_CHUNK));
  for (let chunk = chunkCount - 1; chunk >= 0; chunk--) {
    const slice = rows.slice(chunk * PROSPECTS_PER_CHUNK, (chunk + 1) * PROSPECTS_PER_CHUNK);
    await db()
      .entities.prospectListChunk.put({ ...key, chunk, totalCount: rows.length, rows: slice })
      .go();
  }
}

/** Rows `from`..`from + count` of a stored list with its size; undefined when the list is not stored. */
export async function storedProspectsPage(
  key: ProspectListKey,
  from: number,
  count: number,
): Promise<{ totalCount: number; rows: ProspectListRow[] } | undefined> {
  const first = Math.floor(from / PROSPECTS_PER_CHUNK);
  const last = Math.floor((from + Math.max(1, count) - 1) / PROSPECTS_PER_CHUNK);
  const [totalCount, { data }] = await Promise.all([
    storedProspectCount(key),
    db()
      .entities.prospectListChunk.query.chunksOfList(key)
      .between({ chunk: first }, { chunk: last })
      .go({ pages: 'all' }),
  ]);
  if (totalCount === undefined) return undefined;
  const rows = data.sort((a, b) => a.chunk - b.chunk).flatMap((chunk) => chunk.rows);
  const skip = from - first * PROSPECTS_PER_CHUNK;
  return { totalCount, rows: rows.slice(skip, skip + count) };
}

/** Every row of a stored list, a chunk at a time, in list order (none when it is not stored). */
export async function* storedProspectChunks(key: ProspectListKey): AsyncGenerator<ProspectListRow[]> {
  let cursor: string | null = null;
  do {
    const page: { data: { rows: ProspectListRow[] }[]; cursor: string | null } = await db()
      .entities.prospectListChunk.query.chunksOfList(key)
      .go({ cursor, limit: 1 });
    for (const chunk of page.data) yield chunk.rows;
    cursor = page.cursor;
  } while (cursor);
}
