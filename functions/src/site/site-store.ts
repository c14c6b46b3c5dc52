import type { CreateEntityItem, EntityItem } from 'electrodb';
import { FeedbackEntity } from '#data/entities/feedback';
import { SiteConfigEntity } from '#data/entities/site-config';
import { storeDb } from '#platform/store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({ feedback: FeedbackEntity, siteConfig: SiteConfigEntity });

export type SiteConfigItem = EntityItem<typeof SiteConfigEntity>;
export type NewFeedback = CreateEntityItem<typeof FeedbackEntity>;

/** The one site configuration item; absent until an admin (or the seed) writes it. */
export async function getSiteConfig(): Promise<SiteConfigItem | undefined> {
  const { data } = await db().entities.siteConfig.get({ configId: 'site' }).go();
  return data ?? undefined;
}

export async function createFeedback(feedback: NewFeedback): Promise<void> {
  await db().entities.feedback.create(feedback).go();
}
