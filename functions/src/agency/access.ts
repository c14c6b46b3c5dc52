import { hasCapability } from '@msc/shared/rules/roles';
import { db } from '#data/db';
import { notFound } from '#platform/http-error';
import type { UserRecord } from '#platform/request-context';

export type AgencyItem = NonNullable<Awaited<ReturnType<typeof getAgency>>>;

export async function getAgency(agencyId: number) {
  const { data } = await db().entities.agency.get({ agencyId }).go();
  return data ?? undefined;
}

async function subCodesOf(ownerMasterId: number) {
  const { data } = await db()
    .entities.agency.query.subCodesOfOwnerMaster({ ownerMasterId })
    .go({ pages: 'all' });
  return data;
}

/**
 * The agencies a user may act for: their own, the sub codes of the owner masters among them, and
 * every agency for an admin-access role. Tenancy rests on this one function.
 */
export async function agenciesUserMayActFor(user: UserRecord): Promise<AgencyItem[]> {
  if (hasCapability(user, 'adminAccess')) {
    const { data } = await db().entities.agency.query.allAgencies({}).go({ pages: 'all' });
    return data;
  }
  const { data: memberships } = await db()
    .entities.agencyMembership.query.agenciesOfUser({ userName: user.userName })
    .go({ pages: 'all' });
  if (memberships.length === 0) return [];
  const { data: own } = await db()
    .entities.agency.get(memberships.map(({ agencyId }) => ({ agencyId })))
    .go();
  const subCodes = await Promise.all(
    own.filter((agency) => agency.isOwnerMaster).map((agency) => subCodesOf(agency.agencyId)),
  );
  const byId = new Map<number, AgencyItem>();
  for (const agency of [...own, ...subCodes.flat()]) byId.set(agency.agencyId, agency);
  return [...byId.values()].sort((a, b) => a.agencyName.localeCompare(b.agencyName));
}

/** The agency if the user may act for it; a foreign id answers 404, never data. */
export async function agencyForUser(user: UserRecord, agencyId: number): Promise<AgencyItem> {
  const agency = agencyId > 0 ? await getAgency(agencyId) : undefined;
  if (!agency) throw notFound('Agency not found.');
  if (hasCapability(user, 'adminAccess')) return agency;
  const { data: membership } = await db()
    .entities.agencyMembership.get({ userName: user.userName, agencyId })
    .go();
  if (membership) return agency;
  if (agency.ownerMasterId > 0) {
    const { data: ownerMembership } = await db()
      .entities.agencyMembership.get({ userName: user.userName, agencyId: agency.ownerMasterId })
      .go();
    if (ownerMembership) return agency;
  }
  throw notFound('Agency not found.');
}

export { subCodesOf };
