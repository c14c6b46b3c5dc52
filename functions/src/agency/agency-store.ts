import type { EntityItem } from 'electrodb';
import { AgencyEmailEntity } from '#data/entities/agency-email';
import { storeDb } from '#platform/store-db';

/**
 * The entities this store reads and writes: a Lambda bundles those only. Agencies and the user's choice of
 * agency are identity records, read on every request: `platform/identity-store` owns them.
 */
const db = /* @__PURE__ */ storeDb({ agencyEmail: AgencyEmailEntity });

export type AgencyEmailItem = EntityItem<typeof AgencyEmailEntity>;

/** The agency's email preferences, oldest first. */
export async function emailsOfAgency(agencyId: number): Promise<AgencyEmailItem[]> {
  const { data } = await db().entities.agencyEmail.query.emailsOfAgency({ agencyId }).go({ pages: 'all' });
  return data.sort((a, b) => a.created.localeCompare(b.created));
}

export async function putAgencyEmail(item: AgencyEmailItem): Promise<void> {
  await db().entities.agencyEmail.put(item).go();
}

export async function deleteAgencyEmail(agencyId: number, emailId: string): Promise<void> {
  await db().entities.agencyEmail.delete({ agencyId, emailId }).go();
}
