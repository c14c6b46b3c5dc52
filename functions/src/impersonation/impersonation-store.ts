import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { AuditRecordEntity, ImpersonationSessionEntity } from '#data/entities/impersonation';
import { UserEntity } from '#data/entities/user';
import { storeDb } from '#data/store-db';
import type { ImpersonationSessionItem, UserItem } from '#platform/identity-store';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = storeDb({
  auditRecord: AuditRecordEntity,
  impersonationSession: ImpersonationSessionEntity,
  user: UserEntity,
});

/** Sessions are read by `platform/identity-store` on every request; they are started and ended here. */
export type AuditAction = EntityItem<typeof AuditRecordEntity>['action'];

/** Staff user search: users whose "last first email" contains the needle (lower case). */
export async function usersMatching(needle: string): Promise<UserItem[]> {
  const { data } = await db()
    .entities.user.query.allUsers({})
    .where(({ searchText }, { contains }) => contains(searchText, needle))
    .go({ pages: 'all' });
  return data;
}

export async function createImpersonationSession(session: ImpersonationSessionItem): Promise<void> {
  await db().entities.impersonationSession.create(session).go();
}

export async function endImpersonationSession(tokenHash: string, endedAt: string): Promise<void> {
  await db().entities.impersonationSession.patch({ tokenHash }).set({ endedAt }).go();
}

export async function recordAudit(action: AuditAction, actorUserName: string, targetUserName: string) {
  await db()
    .entities.auditRecord.create({
      auditId: ulid(),
      action,
      actorUserName,
      targetUserName,
      at: new Date().toISOString(),
    })
    .go();
}
