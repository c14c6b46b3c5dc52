import type { EntityItem } from 'electrodb';
import { db } from '#data/db';
import type { AgencyEntity } from '#data/entities/agency';

/** Agencies, and the user's choice of agency (the one write of this capability). */
export type AgencyItem = EntityItem<typeof AgencyEntity>;

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
