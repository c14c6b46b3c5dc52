import type { EntityItem } from 'electrodb';
import { db } from '#data/db';
import type { AgencyMembershipEntity } from '#data/entities/agency-membership';
import type { ImpersonationSessionEntity } from '#data/entities/impersonation';
import type { UserEntity } from '#data/entities/user';

/**
 * Who a caller is: the user, their agency memberships and their impersonation sessions. Every request
 * reads these before any capability runs, so they live below the capabilities, where platform may use them.
 */
export type UserItem = EntityItem<typeof UserEntity>;
export type AgencyMembershipItem = EntityItem<typeof AgencyMembershipEntity>;
export type ImpersonationSessionItem = EntityItem<typeof ImpersonationSessionEntity>;

export async function getUser(userName: string): Promise<UserItem | undefined> {
  const { data } = await db().entities.user.get({ userName }).go();
  return data ?? undefined;
}

export async function getImpersonationSession(
  tokenHash: string,
): Promise<ImpersonationSessionItem | undefined> {
  const { data } = await db().entities.impersonationSession.get({ tokenHash }).go();
  return data ?? undefined;
}

export async function membershipsOfUser(userName: string): Promise<AgencyMembershipItem[]> {
  const { data } = await db()
    .entities.agencyMembership.query.agenciesOfUser({ userName })
    .go({ pages: 'all' });
  return data;
}

export async function getMembership(
  userName: string,
  agencyId: number,
): Promise<AgencyMembershipItem | undefined> {
  const { data } = await db().entities.agencyMembership.get({ userName, agencyId }).go();
  return data ?? undefined;
}
