import { createHash } from 'node:crypto';
import { ErrorCode } from '@msc/shared/api/errors';
import { SESSION_TOKEN_HEADER } from '@msc/shared/api/impersonation';
import { nowMs } from '@msc/shared/clock';
import { adminTexts, apiErrors } from '@msc/shared/messages';
import { hasCapability, mayImpersonate, type Role } from '@msc/shared/rules/roles';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { expiringCache } from './expiring-cache';
import { forbidden, HttpError, unauthorized } from './http-error';
import {
  getImpersonationSession,
  getMembership,
  getUser,
  getUserWithAgency,
  linkLogin,
  ownerMasterOf,
  type UserItem,
  userNameOfLogin,
} from './identity-store';
import type { RequestContext, UserRecord } from './request-context';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function loadUser(userName: string): Promise<UserRecord | undefined> {
  const data = await getUser(userName);
  return data ? toUserRecord(data) : undefined;
}

function toUserRecord(data: UserItem): UserRecord {
  return {
    userName: data.userName,
    email: data.email,
    firstName: data.firstName,
    lastName: data.lastName,
    roles: data.roles as Role[],
    primaryRole: data.primaryRole as Role,
    defaultAgencyId: data.defaultAgencyId,
    currentAgencyId: data.currentAgencyId,
    hasChosenAgency: data.hasChosenAgency,
  };
}

type Claims = Record<string, unknown>;

const isTrue = (value: unknown) => value === true || value === 'true';

const LINK_CACHE_SIZE = 5000;
/**
 * A link rarely changes once made, so a warm Lambda remembers it and saves a read per request. Bounded in
 * size (the oldest entries go first) and in time: a link removed from the table stops working everywhere
 * within the TTL.
 */
const LINK_CACHE_TTL_MS = 5 * 60_000;
const linkedUsers = expiringCache<string>({ size: LINK_CACHE_SIZE, ttlMs: LINK_CACHE_TTL_MS });
const remember = (sub: string, userName: string) => linkedUsers.set(sub, userName);

/**
 * The portal user behind a token, by its immutable `sub` (ASVS V10.3.3): an email can change, a `sub`
 * cannot. The first request of an identity links it to the user with its verified email, once.
 */
async function userNameOf(claims: Claims): Promise<string> {
  const sub = typeof claims.sub === 'string' ? claims.sub : '';
  if (!sub) throw unauthorized();
  const linked = linkedUsers.get(sub) ?? (await userNameOfLogin(sub));
  if (linked) {
    remember(sub, linked);
    return linked;
  }
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
  if (!email || !isTrue(claims.email_verified)) throw forbidden(apiErrors.accountNotSetUp);
  if (!(await getUser(email)) || !(await linkLogin(sub, email))) throw forbidden(apiErrors.accountNotSetUp);
  remember(sub, email);
  return email;
}

/** Membership is checked on every request, not only when the agency was chosen (ASVS V8.3.2). */
export async function mayActFor(user: UserRecord, agencyId: number): Promise<boolean> {
  if (agencyId <= 0) return false;
  if (hasCapability(user, 'adminAccess')) return true;
  if (await getMembership(user.userName, agencyId)) return true;
  const ownerMaster = await ownerMasterOf(agencyId);
  return Boolean(ownerMaster && ownerMaster > 0 && (await getMembership(user.userName, ownerMaster)));
}

/**
 * Whether the request's user may act for an agency now (membership read from the table, each agency once
 * per request): what a record that belongs to an agency checks before it is shown, whatever agency is in
 * effect when it was made.
 */
export function agencyAccess(ctx: Pick<RequestContext, 'user' | 'agencyId'>) {
  const answers = new Map<number, Promise<boolean>>();
  return (agencyId: number): Promise<boolean> => {
    if (agencyId > 0 && agencyId === ctx.agencyId) return Promise.resolve(true);
    let answer = answers.get(agencyId);
    if (!answer) {
      answer = mayActFor(ctx.user, agencyId);
      answers.set(agencyId, answer);
    }
    return answer;
  };
}

/** The agencies a user would act for, in order: the one in effect, then their default. */
const agencyCandidates = (user: UserRecord) =>
  [user.currentAgencyId, user.defaultAgencyId].filter((id): id is number => typeof id === 'number' && id > 0);

/** The agency in effect if the user may still act for it, else the default if still theirs, else none. */
async function agencyAllowed(user: UserRecord): Promise<number> {
  for (const agencyId of new Set(agencyCandidates(user)))
    if (await mayActFor(user, agencyId)) return agencyId;
  return 0;
}

/**
 * The agency each user acted for on their last request to this (warm) Lambda. Only a guess of which
 * membership to read beside the user, so both reads go at once: the answer still comes from the table.
 */
const lastAgencies = new Map<string, number>();
function rememberAgency(userName: string, agencyId: number) {
  if (lastAgencies.size >= LINK_CACHE_SIZE && !lastAgencies.has(userName)) {
    lastAgencies.delete(lastAgencies.keys().next().value!);
  }
  lastAgencies.set(userName, agencyId);
}

/**
 * The user and the agency they act for. Usually one round trip: the user, the membership of the agency
 * last acted for and that agency are read together, and when that is still the agency in effect and the
 * membership is there, that is the answer (with the agency, for the routes that show it); otherwise the
 * full check of `agencyAllowed` decides.
 */
async function userActingFor(
  userName: string,
): Promise<Pick<RequestContext, 'user' | 'agencyId' | 'agency'> | undefined> {
  const guess = lastAgencies.get(userName);
  const read: Awaited<ReturnType<typeof getUserWithAgency>> = guess
    ? await getUserWithAgency(userName, guess)
    : { user: await getUser(userName) };
  if (!read.user) return undefined;
  if (read.user.disabledAt) throw forbidden(adminTexts.users.accountDisabled);
  const user = toUserRecord(read.user);
  // The guess stands only as the first agency `agencyAllowed` would try, found allowed.
  const guessHeld = Boolean(guess && read.membership && agencyCandidates(user)[0] === guess);
  const agencyId = guessHeld ? guess! : await agencyAllowed(user);
  if (agencyId > 0) rememberAgency(userName, agencyId);
  // The agency read beside the identity is only data: it serves when it is the agency in effect.
  const agency = read.agency?.agencyId === agencyId ? read.agency : undefined;
  return { user, agencyId, ...(agency ? { agency } : {}) };
}

/**
 * The token was verified before the handler ran (API Gateway's JWT authorizer in AWS, the local
 * gateway on a laptop); both leave its claims in the same place. Roles and agencies come from the table.
 */
export async function authenticate(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<RequestContext> {
  const claims: Claims = event.requestContext.authorizer?.jwt?.claims ?? {};
  const userName = await userNameOf(claims);
  const sessionToken = event.headers?.[SESSION_TOKEN_HEADER];
  if (!sessionToken) {
    const acting = await userActingFor(userName);
    if (!acting) throw forbidden(apiErrors.accountNotSetUp);
    return acting;
  }

  const tokenHash = hashToken(sessionToken);
  // Read together; the session is used only once the caller is known to be staff.
  const [signedInItem, session] = await Promise.all([getUser(userName), getImpersonationSession(tokenHash)]);
  if (!signedInItem) throw forbidden(apiErrors.accountNotSetUp);
  // A disabled staff member's session stops with them.
  if (signedInItem.disabledAt) throw forbidden(adminTexts.users.accountDisabled);
  const signedIn = toUserRecord(signedInItem);
  if (!hasCapability(signedIn, 'impersonate')) throw forbidden(apiErrors.impersonationStaffOnly);
  if (!session || session.actorUserName !== signedIn.userName)
    throw forbidden(apiErrors.impersonationNotYours);
  if (session.endedAt || Date.parse(session.expiresAt) <= nowMs()) {
    throw new HttpError(401, ErrorCode.impersonationEnded, apiErrors.impersonationEnded);
  }
  const target = await userActingFor(session.targetUserName);
  if (!target) throw forbidden(apiErrors.impersonatedUserGone);
  // Roles may have changed since the session began: the rank rule holds for every request.
  if (!mayImpersonate(signedIn, target.user)) throw forbidden(apiErrors.impersonateHigherRank);
  return {
    ...target,
    impersonator: signedIn,
    sessionTokenHash: tokenHash,
    impersonationStartedAt: session.created,
  };
}
