import { randomBytes } from 'node:crypto';
import type { impersonationApi } from '@msc/shared/api/impersonation';
import { now as clockNow } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { mayImpersonate, type Role } from '@msc/shared/rules/roles';
import { hashToken, loadUser } from '#platform/authenticate';
import { config } from '#platform/config';
import { badRequest, forbidden, notFound } from '#platform/http-error';
import { createImpersonationSession, endImpersonationSession, recordAudit } from '#platform/identity-store';
import type { Implementation } from '#platform/implement';
import { usersMatching } from '#platform/search-index-store';

/** The users a search lists at most (the first by last name); a longer term narrows it. */
const SEARCH_RESULTS = 50;

export const impersonationService: Implementation<typeof impersonationApi> = {
  searchUsers: async ({ ctx, query }) => {
    const { users } = await usersMatching(query.search, {
      start: 0,
      size: SEARCH_RESULTS,
      except: ctx.user.userName,
    });
    return {
      results: users.map((user) => ({
        userName: user.userName,
        firstName: user.firstName,
        lastName: user.lastName,
        primaryRoleId: user.primaryRole as Role,
      })),
    };
  },

  start: async ({ ctx, body }) => {
    if (ctx.impersonator) throw forbidden(apiErrors.impersonationInProgress);
    const targetUserName = body.userName.toLowerCase();
    if (targetUserName === ctx.user.userName)
      throw badRequest(apiErrors.impersonateSelf, { userName: [apiErrors.chooseAnotherUser] });
    const target = await loadUser(targetUserName);
    if (!target) throw notFound(apiErrors.userNotFound);
    if (!mayImpersonate(ctx.user, target)) {
      throw forbidden(apiErrors.impersonateHigherRank);
    }
    const token = randomBytes(32).toString('base64url');
    const now = clockNow();
    const expiresAt = new Date(now.getTime() + config().IMPERSONATION_TTL_MINUTES * 60_000);
    await createImpersonationSession({
      tokenHash: hashToken(token),
      actorUserName: ctx.user.userName,
      targetUserName: target.userName,
      created: now.toISOString(),
      expiresAt: expiresAt.toISOString(),
      ttl: Math.floor(expiresAt.getTime() / 1000) + 86_400,
    });
    await recordAudit('impersonation.start', ctx.user.userName, target.userName, body.reason);
    return { sessionToken: token, expiresAt: expiresAt.toISOString(), userName: target.userName };
  },

  end: async ({ ctx }) => {
    if (!ctx.impersonator || !ctx.sessionTokenHash) return { ended: false };
    await endImpersonationSession(ctx.sessionTokenHash, clockNow().toISOString());
    await recordAudit('impersonation.end', ctx.impersonator.userName, ctx.user.userName);
    return { ended: true };
  },
};
