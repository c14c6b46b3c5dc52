import { recordAdminChange } from '#platform/identity-store';
import type { RequestContext } from '#platform/request-context';

type AdminChangeAction = Parameters<typeof recordAdminChange>[0]['action'];

/**
 * Every Admin Center write is audited: the one really acting (the staff member, also while impersonating),
 * the record changed and its values before and after. Written after the change succeeded.
 */
export async function auditChange(
  ctx: RequestContext,
  action: AdminChangeAction,
  target: string,
  values: { before?: unknown; after?: unknown },
  ip?: string,
): Promise<void> {
  const actor = ctx.impersonator ?? ctx.user;
  await recordAdminChange({ action, actorUserName: actor.userName, target, ...values, ip });
}
