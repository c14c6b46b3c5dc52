import type { CreateEntityItem, EntityItem } from 'electrodb';
import { db } from '#data/db';
import type { FeedbackEntity } from '#data/entities/feedback';
import type { SiteConfigEntity } from '#data/entities/site-config';

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
