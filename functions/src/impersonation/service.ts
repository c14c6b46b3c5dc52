import { randomBytes } from 'node:crypto';
import type { impersonationApi } from '@msc/shared/api/impersonation';
import type { Role } from '@msc/shared/rules/roles';
import { ulid } from 'ulid';
import { db } from '#data/db';
import { hashToken, loadUser } from '#platform/authenticate';
import { config } from '#platform/config';
import { badRequest, forbidden, notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';

async function audit(
  action: 'impersonation.start' | 'impersonation.end',
  actorUserName: string,
  targetUserName: string,
) {
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

export const impersonationService: Implementation<typeof impersonationApi> = {
  searchUsers: async ({ ctx, query }) => {
    const needle = query.search.toLowerCase();
    const { data } = await db()
      .entities.user.query.allUsers({})
      .where(({ searchText }, { contains }) => contains(searchText, needle))
      .go({ pages: 'all' });
    return {
      results: data
        .filter((user) => user.userName !== ctx.user.userName)
        .slice(0, 50)
        .map((user) => ({
          userName: user.userName,
          firstName: user.firstName,
          lastName: user.lastName,
          primaryRoleId: user.primaryRole as Role,
        })),
    };
  },

  start: async ({ ctx, body }) => {
    if (ctx.impersonator) throw forbidden('End the current impersonation before starting another.');
    const targetUserName = body.userName.toLowerCase();
    if (targetUserName === ctx.user.userName)
      throw badRequest('You cannot impersonate yourself.', { userName: ['Choose another user.'] });
    const target = await loadUser(targetUserName);
    if (!target) throw notFound('User not found.');
    const token = randomBytes(32).toString('base64url');
    const now = new Date();
    const expiresAt = new Date(now.getTime() + config().IMPERSONATION_TTL_MINUTES * 60_000);
    await db()
      .entities.impersonationSession.create({
        tokenHash: hashToken(token),
        actorUserName: ctx.user.userName,
        targetUserName: target.userName,
        created: now.toISOString(),
        expiresAt: expiresAt.toISOString(),
        ttl: Math.floor(expiresAt.getTime() / 1000) + 86_400,
      })
      .go();
    await audit('impersonation.start', ctx.user.userName, target.userName);
    return { sessionToken: token, expiresAt: expiresAt.toISOString(), userName: target.userName };
  },

  end: async ({ ctx }) => {
    if (!ctx.impersonator || !ctx.sessionTokenHash) return { ended: false };
    await db()
      .entities.impersonationSession.patch({ tokenHash: ctx.sessionTokenHash })
      .set({ endedAt: new Date().toISOString() })
      .go();
    await audit('impersonation.end', ctx.impersonator.userName, ctx.user.userName);
    return { ended: true };
  },
};
