import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { now } from '@msc/shared/clock';
import type { EntityItem } from 'electrodb';
import { ulid } from 'ulid';
import { AgencyEntity } from '#data/entities/agency';
import { AgencyMembershipEntity } from '#data/entities/agency-membership';
import { AuditRecordEntity, ImpersonationSessionEntity } from '#data/entities/impersonation';
import { UserEntity } from '#data/entities/user';
import { UserLoginEntity } from '#data/entities/user-login';
import { TABLE_KEYS } from '#data/table-definition';
import { conditionFailed } from '#platform/condition-failed';
import { getEvery, untilProcessed } from './batch-calls';
import { dynamoClient } from './clients';
import { config } from './config';
import { storeDb } from './store-db';

/** The entities this store reads and writes: a Lambda bundles those only. */
const db = /* @__PURE__ */ storeDb({
  agency: AgencyEntity,
  agencyMembership: AgencyMembershipEntity,
  auditRecord: AuditRecordEntity,
  impersonationSession: ImpersonationSessionEntity,
  user: UserEntity,
  userLogin: UserLoginEntity,
});

/**
 * Who a caller is: the user, their agency memberships and their impersonation sessions. Every request
 * reads these before any capability runs, so they live below the capabilities, where platform may use them.
 */
export type UserItem = EntityItem<typeof UserEntity>;
export type AgencyMembershipItem = EntityItem<typeof AgencyMembershipEntity>;
export type AgencyItem = EntityItem<typeof AgencyEntity>;
export type ImpersonationSessionItem = EntityItem<typeof ImpersonationSessionEntity>;

/**
 * Only an item a store wrote whole counts: every Lambda may update a user's identity partition, naming the
 * sub link's attributes only (infra/aws/grants.ts), and such an update can create a bare item under any key
 * there. A bare item has no role and no agency id, so it is neither a user nor a membership.
 */
const wholeUser = (user: UserItem | null | undefined) =>
  user && typeof user.primaryRole === 'string' ? user : undefined;
const wholeMembership = (membership: AgencyMembershipItem | null | undefined) =>
  membership && typeof membership.agencyId === 'number' ? membership : undefined;

export async function getUser(userName: string): Promise<UserItem | undefined> {
  const { data } = await db().entities.user.get({ userName }).go();
  return wholeUser(data);
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
  return data.filter((membership) => wholeMembership(membership));
}

export async function getMembership(
  userName: string,
  agencyId: number,
): Promise<AgencyMembershipItem | undefined> {
  const { data } = await db().entities.agencyMembership.get({ userName, agencyId }).go();
  return wholeMembership(data);
}

type Key = Record<string, unknown>;
const sameKey = (item: Key, key: Key) =>
  item[TABLE_KEYS.partitionKey] === key[TABLE_KEYS.partitionKey] &&
  item[TABLE_KEYS.sortKey] === key[TABLE_KEYS.sortKey];

/**
 * The user, their membership of one agency and that agency, in one BatchGetItem: every request reads
 * the first two, most routes the third (the agency in effect), and one request to the table costs it
 * less than three. The same items as `getUser`, `getMembership` and the agency capability's `getAgency`.
 */
export async function getUserWithAgency(
  userName: string,
  agencyId: number,
): Promise<{ user?: UserItem; membership?: AgencyMembershipItem; agency?: AgencyItem }> {
  const { user, agencyMembership, agency } = db().entities;
  const userKey: Key = user.get({ userName }).params().Key;
  const membershipKey: Key = agencyMembership.get({ userName, agencyId }).params().Key;
  const agencyKey: Key = agency.get({ agencyId }).params().Key;
  const table = config().TABLE_NAME;
  const items: Key[] = [];
  await untilProcessed(
    [userKey, membershipKey, agencyKey],
    async (keys) => {
      const { Responses, UnprocessedKeys } = await dynamoClient().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: keys } } }),
      );
      items.push(...(Responses?.[table] ?? []));
      return UnprocessedKeys?.[table]?.Keys ?? [];
    },
    'The user, membership and agency',
  );
  const found = (key: Key) => ({ Item: items.find((item) => sameKey(item, key)) });
  return {
    user: wholeUser(user.parse(found(userKey)).data),
    membership: wholeMembership(agencyMembership.parse(found(membershipKey)).data),
    agency: agency.parse(found(agencyKey)).data ?? undefined,
  };
}

/** The portal user a Cognito identity was linked to, if it was. */
export async function userNameOfLogin(sub: string): Promise<string | undefined> {
  const { data } = await db().entities.userLogin.get({ sub }).go();
  return data?.userName;
}

/**
 * Links `sub` to the user once: the user item takes the `sub` only if it has none (a second identity with
 * the same email cannot take the account over), then the link is written. Returns false if another
 * identity holds the user.
 */
export async function linkLogin(sub: string, userName: string): Promise<boolean> {
  try {
    await db()
      .entities.user.patch({ userName })
      .set({ sub })
      .where((attributes, { notExists, eq }) => `${notExists(attributes.sub)} OR ${eq(attributes.sub, sub)}`)
      .go();
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
  await db().entities.userLogin.put({ sub, userName, linkedAt: now().toISOString() }).go();
  return true;
}

/** The owner master of an agency (0 for none), for the per-request may-act-for check. */
export async function ownerMasterOf(agencyId: number): Promise<number | undefined> {
  const { data } = await db()
    .entities.agency.get({ agencyId })
    .go({ attributes: ['ownerMasterId'] });
  return data?.ownerMasterId;
}

/** Who did what as whom; writes and exports made while impersonating are recorded with the route and outcome. */
export async function recordAuditRecord(record: {
  action: 'impersonation.start' | 'impersonation.end' | 'impersonation.write' | 'impersonation.export';
  actorUserName: string;
  targetUserName: string;
  route?: string;
  status?: number;
  ip?: string;
}): Promise<void> {
  await db()
    .entities.auditRecord.create({ auditId: ulid(), at: now().toISOString(), ...record })
    .go();
}

/**
 * An Admin Center change, or an agent's change to a placed order (a drop moved or canceled): who, what,
 * which record, and its values before and after.
 */
export async function recordAdminChange(change: {
  action: Extract<AuditAction, `admin.${string}` | `order.${string}`>;
  actorUserName: string;
  target: string;
  before?: unknown;
  after?: unknown;
  ip?: string;
}): Promise<void> {
  const json = (value: unknown) => (value === undefined ? undefined : JSON.stringify(value));
  await db()
    .entities.auditRecord.create({
      auditId: ulid(),
      at: now().toISOString(),
      action: change.action,
      actorUserName: change.actorUserName,
      targetUserName: change.target,
      before: json(change.before),
      after: json(change.after),
      ip: change.ip,
    })
    .go();
}

/** Agencies, and the user's choice of agency (the agency capability's writes). */
export async function getAgency(agencyId: number): Promise<AgencyItem | undefined> {
  const { data } = await db().entities.agency.get({ agencyId }).go();
  return data ?? undefined;
}

/** One BatchGet; ids that have no agency are left out. */
export async function getAgencies(agencyIds: readonly number[]): Promise<AgencyItem[]> {
  if (agencyIds.length === 0) return [];
  const data = await getEvery(
    agencyIds.map((agencyId) => ({ agencyId })),
    (keys) => db().entities.agency.get(keys).go(),
    'agency',
  );
  return data;
}

/**
 * The first `limit` agencies by name that `keep` accepts, read a page at a time until that many are found:
 * what a staff member sees of every agency without a term (or with one too short for the search index).
 */
export async function agenciesByName(
  limit: number,
  keep: (agency: AgencyItem) => boolean = () => true,
): Promise<AgencyItem[]> {
  const kept: AgencyItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { data: AgencyItem[]; cursor: string | null } = await db()
      .entities.agency.query.allAgencies({})
      .go({ cursor, count: Math.max(limit, 25) });
    kept.push(...page.data.filter(keep));
    cursor = page.cursor;
  } while (cursor && kept.length < limit);
  return kept.slice(0, limit);
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

/** Replaces the agency's company-segment address (the first segment; the profile edits that one). */
export async function saveCompanySegment(
  agencyId: number,
  companySegment: NonNullable<AgencyItem['companySegment']>,
): Promise<void> {
  await db().entities.agency.patch({ agencyId }).set({ companySegment }).go();
}

/** Sessions are read here on every request; the impersonation capability starts and ends them. */
export type AuditAction = EntityItem<typeof AuditRecordEntity>['action'];

/**
 * Users by name, in the order asked, those without a whole item left out: the page of a staff user search
 * (search-index-store.ts). One BatchGetItem (at most 100 names), asked again for the keys it left unprocessed.
 */
export async function getUsers(userNames: readonly string[]): Promise<UserItem[]> {
  const users = await getEvery(
    userNames.map((userName) => ({ userName })),
    (keys) => db().entities.user.get(keys).go(),
    'user',
  );
  const found = new Map(users.filter(wholeUser).map((user) => [user.userName, user]));
  return userNames.flatMap((userName) => found.get(userName) ?? []);
}

export async function createImpersonationSession(session: ImpersonationSessionItem): Promise<void> {
  await db().entities.impersonationSession.create(session).go();
}

export async function endImpersonationSession(tokenHash: string, endedAt: string): Promise<void> {
  await db().entities.impersonationSession.patch({ tokenHash }).set({ endedAt }).go();
}

export async function recordAudit(
  action: AuditAction,
  actorUserName: string,
  targetUserName: string,
  reason?: string,
) {
  await db()
    .entities.auditRecord.create({
      auditId: ulid(),
      action,
      actorUserName,
      targetUserName,
      at: now().toISOString(),
      reason,
    })
    .go();
}

/** The Admin Center's user editor (admin/users.ts): roles, memberships, disabling. */
export type UserEdit =
  | { roles: readonly string[]; primaryRole: string }
  | { addMembership: AgencyMembershipItem }
  | { removeMembership: number };

/**
 * A role or membership edit in one transaction with the user's version bump, on condition the version is
 * the one the admin read (0: never edited, no attribute yet). False, with nothing written, if it moved.
 */
export async function editUser(userName: string, version: number, edit: UserEdit): Promise<boolean> {
  const result = await db()
    .transaction.write(({ user, agencyMembership }) => [
      user
        .patch({ userName })
        .set({
          version: version + 1,
          ...('roles' in edit && { roles: [...edit.roles], primaryRole: edit.primaryRole }),
        })
        .where(({ version: read }, { eq, notExists }) =>
          version === 0 ? `${notExists(read)} OR ${eq(read, 0)}` : eq(read, version),
        )
        .commit(),
      ...('addMembership' in edit ? [agencyMembership.put(edit.addMembership).commit()] : []),
      ...('removeMembership' in edit
        ? [agencyMembership.delete({ userName, agencyId: edit.removeMembership }).commit()]
        : []),
    ])
    .go();
  return !result.canceled;
}

/**
 * Disabled (a time) or enabled again (undefined), on the version of the user read (false, nothing written,
 * if it changed since): `authenticate` refuses a disabled user every request.
 */
export async function setUserDisabled(
  userName: string,
  version: number,
  disabledAt: string | undefined,
): Promise<boolean> {
  const update = db()
    .entities.user.patch({ userName })
    .set({ version: version + 1, ...(disabledAt ? { disabledAt } : {}) });
  try {
    await (disabledAt ? update : update.remove(['disabledAt']))
      .where(({ version: read }, { eq, notExists }) =>
        version === 0 ? `${notExists(read)} OR ${eq(read, 0)}` : eq(read, version),
      )
      .go();
    return true;
  } catch (error) {
    if (conditionFailed(error)) return false;
    throw error;
  }
}
