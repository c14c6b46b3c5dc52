import type { EntityItem } from 'electrodb';
import { AgencyEntity } from '#data/entities/agency';
import { AgencyEmailEntity } from '#data/entities/agency-email';
import { UserEntity } from '#data/entities/user';
import { storeDb } from '#data/store-db';
import type { AgencyItem } from '#platform/identity-store';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({ agency: AgencyEntity, agencyEmail: AgencyEmailEntity, user: UserEntity });

/** Agencies, and the user's choice of agency (the one write of this capability). */
export type { AgencyItem };

export async function getAgency(agencyId: number): Promise<AgencyItem | undefined> {
  const { data } = await db().entities.agency.get({ agencyId }).go();
  return data ?? undefined;
}

/** One BatchGet; ids that have no agency are left out. */
export async function getAgencies(agencyIds: readonly number[]): Promise<AgencyItem[]> {
  if (agencyIds.length === 0) return [];
  const { data } = await db()
    .entities.agency.get(agencyIds.map((agencyId) => ({ agencyId })))
    .go();
  return data;
}

export async function allAgencies(): Promise<AgencyItem[]> {
  const { data } = await db().entities.agency.query.allAgencies({}).go({ pages: 'all' });
  return data;
}

export async function subCodesOf(ownerMasterId: number): Promise<AgencyItem[]> {
  const { data } = await db()
    .entities.agency.query.subCodesOfOwnerMaster({ ownerMasterId })
    .go({ pages: 'all' });
  return data;
}

/** The ids alone of an owner master's sub codes: enough to count them, a fraction of the read. */
export async function subCodeIdsOf(ownerMasterId: number): Promise<number[]> {
  const { data } = await db()
    .entities.agency.query.subCodesOfOwnerMaster({ ownerMasterId })
    .go({ pages: 'all', attributes: ['agencyId'] });
  return data.map(({ agencyId }) => agencyId);
}

/** Change Agency: the default (clears a current one) or the current agency for now. */
export async function saveAgencyChoice(
  userName: string,
  agencyId: number,
  isDefault: boolean,
): Promise<void> {
  const update = db().entities.user.patch({ userName });
  if (isDefault) {
    await update.set({ defaultAgencyId: agencyId, hasChosenAgency: true }).remove(['currentAgencyId']).go();
  } else {
    await update.set({ currentAgencyId: agencyId, hasChosenAgency: true }).go();
  }
}

/** Return to Profile: the default agency is in effect again. */
export async function clearCurrentAgency(userName: string): Promise<void> {
  await db().entities.user.patch({ userName }).remove(['currentAgencyId']).go();
}

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

/** Replaces the agency's company-segment address (the first segment; the profile edits that one). */
export async function saveCompanySegment(
  agencyId: number,
  companySegment: NonNullable<AgencyItem['companySegment']>,
): Promise<void> {
  await db().entities.agency.patch({ agencyId }).set({ companySegment }).go();
}
