import { createHash } from 'node:crypto';
import { ErrorCode } from '@msc/shared/api/errors';
import { SESSION_TOKEN_HEADER } from '@msc/shared/api/impersonation';
import { apiErrors } from '@msc/shared/messages';
import { hasCapability, type Role } from '@msc/shared/rules/roles';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { forbidden, HttpError, unauthorized } from './http-error';
import { getImpersonationSession, getUser } from './identity-store';
import { agencyInEffect, type RequestContext, type UserRecord } from './request-context';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function loadUser(userName: string): Promise<UserRecord | undefined> {
  const data = await getUser(userName);
  if (!data) return undefined;
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

/**
 * The token was verified before the handler ran (API Gateway's JWT authorizer in AWS, the local
 * gateway on a laptop); both leave its claims in the same place. Roles and agencies come from the table.
 */
export async function authenticate(event: APIGatewayProxyEventV2WithJWTAuthorizer): Promise<RequestContext> {
  const claims = event.requestContext.authorizer?.jwt?.claims ?? {};
  const userName = String(claims.email ?? claims['cognito:username'] ?? claims.username ?? '').toLowerCase();
  if (!userName) throw unauthorized();
  const signedIn = await loadUser(userName);
  if (!signedIn) throw forbidden(apiErrors.accountNotSetUp);

  const sessionToken = event.headers?.[SESSION_TOKEN_HEADER];
  if (!sessionToken) return { user: signedIn, agencyId: agencyInEffect(signedIn) };

  if (!hasCapability(signedIn, 'impersonate')) throw forbidden(apiErrors.impersonationStaffOnly);
  const tokenHash = hashToken(sessionToken);
  const session = await getImpersonationSession(tokenHash);
  if (!session || session.actorUserName !== signedIn.userName)
    throw forbidden(apiErrors.impersonationNotYours);
  if (session.endedAt || Date.parse(session.expiresAt) <= Date.now()) {
    throw new HttpError(401, ErrorCode.impersonationEnded, apiErrors.impersonationEnded);
  }
  const target = await loadUser(session.targetUserName);
  if (!target) throw forbidden(apiErrors.impersonatedUserGone);
  return {
    user: target,
    impersonator: signedIn,
    sessionTokenHash: tokenHash,
    agencyId: agencyInEffect(target),
  };
}
