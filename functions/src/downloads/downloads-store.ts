import type { EntityItem } from 'electrodb';
import { CustomDownloadEntity } from '#data/entities/custom-download';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ customDownload: CustomDownloadEntity });

export type CustomDownloadItem = EntityItem<typeof CustomDownloadEntity>;

/** The user's downloads newest first (ULID ids read descending), a page of the table at a time. */
export async function* downloadPages(userName: string, limit = 500): AsyncGenerator<CustomDownloadItem[]> {
  let cursor: string | null = null;
  do {
    const page: { data: CustomDownloadItem[]; cursor: string | null } = await db()
      .entities.customDownload.query.downloadsOfUser({ userName })
      .go({ cursor, limit, order: 'desc' });
    if (page.data.length > 0) yield page.data;
    cursor = page.cursor;
  } while (cursor);
}

export async function downloadsOfUser(userName: string): Promise<CustomDownloadItem[]> {
  const all: CustomDownloadItem[] = [];
  for await (const page of downloadPages(userName)) all.push(...page);
  return all;
}

/** Keyed by the user: another user's id finds nothing. */
export async function downloadOf(userName: string, customDownloadId: string) {
  const { data } = await db().entities.customDownload.get({ userName, customDownloadId }).go();
  return data ?? undefined;
}

/** Create or replace a download of the user's (the key comes from the caller's identity, never the body). */
export async function saveDownload(item: CustomDownloadItem): Promise<CustomDownloadItem> {
  await db().entities.customDownload.put(item).go();
  return item;
}
