import { createHash } from 'node:crypto';
import { ErrorCode } from '@msc/shared/api/errors';
import { SESSION_TOKEN_HEADER } from '@msc/shared/api/impersonation';
import { hasCapability, type Role } from '@msc/shared/rules/roles';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import { db } from '#data/db';
import { forbidden, HttpError, unauthorized } from './http-error';
import { agencyInEffect, type RequestContext, type UserRecord } from './request-context';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function loadUser(userName: string): Promise<UserRecord | undefined> {
  const { data } = await db().entities.user.get({ userName }).go();
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
  if (!signedIn) throw forbidden('Your account is not set up for this portal.');

  const sessionToken = event.headers?.[SESSION_TOKEN_HEADER];
  if (!sessionToken) return { user: signedIn, agencyId: agencyInEffect(signedIn) };

  if (!hasCapability(signedIn, 'impersonate')) throw forbidden('Only staff can act as another user.');
  const tokenHash = hashToken(sessionToken);
  const { data: session } = await db().entities.impersonationSession.get({ tokenHash }).go();
  if (!session || session.actorUserName !== signedIn.userName)
    throw forbidden('This impersonation session is not yours.');
  if (session.endedAt || Date.parse(session.expiresAt) <= Date.now()) {
    throw new HttpError(401, ErrorCode.impersonationEnded, 'The impersonation session has ended.');
  }
  const target = await loadUser(session.targetUserName);
  if (!target) throw forbidden('The impersonated user no longer exists.');
  return {
    user: target,
    impersonator: signedIn,
    sessionTokenHash: tokenHash,
    agencyId: agencyInEffect(target),
  };
}
