import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { AdminUser, AdminUserRow, adminApi } from '@msc/shared/api/admin';
import { now } from '@msc/shared/clock';
import { adminTexts, apiErrors } from '@msc/shared/messages';
import { orderStatusLabel } from '@msc/shared/rules/order-status';
import {
  isStaffRole,
  mayGrantRole,
  mayManageUser,
  ROLE_RANK,
  type Role,
  rankOf,
} from '@msc/shared/rules/roles';
import { recentOrdersOfUser } from '#orders/index';
import { badRequest, conflict, forbidden, notFound } from '#platform/http-error';
import {
  editUser,
  getAgency,
  getMembership,
  getUser,
  membershipsOfUser,
  setUserDisabled,
  type UserEdit,
  type UserItem,
} from '#platform/identity-store';
import type { Implementation } from '#platform/implement';
import { logger } from '#platform/logger';
import { METRIC_NAMES } from '#platform/metric-names';
import { metrics } from '#platform/metrics';
import type { RequestContext } from '#platform/request-context';
import { usersMatching } from '#platform/search-index-store';
import { auditChange } from './audit';
import { setSignInEnabled } from './sign-in-access';

type UsersApi = Pick<
  typeof adminApi,
  | 'users'
  | 'user'
  | 'addMembership'
  | 'removeMembership'
  | 'grantRole'
  | 'revokeRole'
  | 'disableUser'
  | 'enableUser'
>;

const texts = adminTexts.users;
const RECENT_ORDERS = 10;
const target = (userName: string) => `user:${userName}`;

function toRow(user: UserItem): AdminUserRow {
  return {
    userName: user.userName,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    roles: user.roles as Role[],
    primaryRole: user.primaryRole as Role,
    disabled: Boolean(user.disabledAt),
  };
}

async function adminUser(user: UserItem): Promise<AdminUser> {
  const [memberships, orders] = await Promise.all([
    membershipsOfUser(user.userName),
    recentOrdersOfUser(user.userName, RECENT_ORDERS),
  ]);
  return {
    ...toRow(user),
    defaultAgencyId: user.defaultAgencyId,
    disabledAt: user.disabledAt,
    version: versionOf(user),
    memberships: memberships.map(({ agencyId, agencyName, statId }) => ({ agencyId, agencyName, statId })),
    recentOrders: orders.map((order) => ({
      orderId: order.orderId,
      orderNumber: order.orderNumber,
      orderDate: order.orderDate,
      agencyId: order.agencyId,
      total: order.total,
      status: orderStatusLabel(order.orderStatusCode),
    })),
  };
}

/** Bumped by every role and membership edit; a user never edited has none yet. */
const versionOf = (user: UserItem) => user.version ?? 0;
const changedMeanwhile = () => conflict(texts.changedMeanwhile);

/**
 * A role or membership edit made on the version of the user the admin's page read: refused with 409 if
 * the user changed since (a page gone stale, or two admins at once), never written over the other change.
 */
async function edit(user: UserItem, version: number, change: UserEdit): Promise<void> {
  if (versionOf(user) !== version || !(await editUser(user.userName, version, change)))
    throw changedMeanwhile();
}

async function existing(userName: string): Promise<UserItem> {
  const user = await getUser(userName);
  if (!user) throw notFound(apiErrors.userNotFound);
  return user;
}

/** The one really acting (the staff member, also while impersonating) decides what they may change. */
const actorOf = (ctx: RequestContext) => ctx.impersonator ?? ctx.user;

/** A user the admin may change: ranked strictly below them (the impersonation rank rule). */
async function manageable(ctx: RequestContext, userName: string): Promise<UserItem> {
  const user = await existing(userName);
  if (!mayManageUser(actorOf(ctx), { roles: user.roles as Role[] })) throw forbidden(texts.rankRefused);
  return user;
}

/** The user's roles after a grant or revoke: the primary role stays unless revoked (then the highest left). */
function rolesAfter(user: UserItem, roles: Role[]) {
  const primaryRole = roles.includes(user.primaryRole as Role)
    ? (user.primaryRole as Role)
    : [...roles].sort((a, b) => ROLE_RANK[b] - ROLE_RANK[a])[0]!;
  return { roles, primaryRole };
}

async function changeRoles(
  ctx: RequestContext,
  { userName, role }: { userName: string; role: Role },
  version: number,
  grant: boolean,
  ip: string | undefined,
): Promise<AdminUser> {
  const user = await manageable(ctx, userName);
  const actor = actorOf(ctx);
  if (!mayGrantRole(actor, role)) {
    throw forbidden(ROLE_RANK[role] < rankOf(actor) ? texts.powersRefused : texts.rankRefused);
  }
  const held = user.roles as Role[];
  const roles = grant ? [...new Set([...held, role])] : held.filter((one) => one !== role);
  if (roles.length === 0) throw badRequest(texts.lastRole);
  const before = await adminUser(user);
  await edit(user, version, rolesAfter(user, roles));
  const after = await adminUser(await existing(user.userName));
  if (grant && isStaffRole(role) && !held.includes(role)) {
    // Staff powers handed out: counted for the security alarm (staff-role-granted), and said in the log.
    metrics.addMetric(METRIC_NAMES.staffRoleGrants, MetricUnit.Count, 1);
    logger.warn('A staff role was granted', { actor: actor.userName, userName: user.userName, role });
  }
  const summary = (one: AdminUser) => ({ roles: one.roles, primaryRole: one.primaryRole });
  await auditChange(
    ctx,
    grant ? 'admin.grantRole' : 'admin.revokeRole',
    target(user.userName),
    { before: summary(before), after: summary(after) },
    ip,
  );
  return after;
}

const membershipSummary = (user: AdminUser) => ({
  agencies: user.memberships.map(({ agencyId }) => agencyId),
  defaultAgencyId: user.defaultAgencyId,
});

export const usersService: Implementation<UsersApi> = {
  users: async ({ query }) => {
    const start = (query.pageNumber - 1) * query.pageSize;
    const found = await usersMatching(query.term, { start, size: query.pageSize });
    return {
      results: found.users.map(toRow),
      totalCount: found.total,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },

  user: async ({ params }) => adminUser(await existing(params.userName)),

  addMembership: async ({ params, body, ctx, clientIp }) => {
    const user = await manageable(ctx, params.userName);
    const agency = await getAgency(params.agencyId);
    if (!agency) throw notFound(texts.agencyNotFound);
    if (await getMembership(user.userName, agency.agencyId)) throw conflict(texts.alreadyMember);
    const before = await adminUser(user);
    const { agencyId, agencyName, statId, isOwnerMaster } = agency;
    await edit(user, body.version, {
      addMembership: { userName: user.userName, agencyId, agencyName, statId, isOwnerMaster },
    });
    const after = await adminUser(await existing(user.userName));
    await auditChange(
      ctx,
      'admin.addMembership',
      target(user.userName),
      { before: membershipSummary(before), after: membershipSummary(after) },
      clientIp,
    );
    return after;
  },

  removeMembership: async ({ params, body, ctx, clientIp }) => {
    const user = await manageable(ctx, params.userName);
    if (!(await getMembership(user.userName, params.agencyId))) throw notFound(apiErrors.notFound);
    const before = await adminUser(user);
    await edit(user, body.version, { removeMembership: params.agencyId });
    const after = await adminUser(await existing(user.userName));
    await auditChange(
      ctx,
      'admin.removeMembership',
      target(user.userName),
      { before: membershipSummary(before), after: membershipSummary(after) },
      clientIp,
    );
    return after;
  },

  grantRole: ({ params, body, ctx, clientIp }) => changeRoles(ctx, params, body.version, true, clientIp),
  revokeRole: ({ params, body, ctx, clientIp }) => changeRoles(ctx, params, body.version, false, clientIp),

  disableUser: async ({ params, body, ctx, clientIp }) => {
    const user = await manageable(ctx, params.userName);
    if (versionOf(user) !== body.version) throw changedMeanwhile();
    const disabledAt = user.disabledAt ?? now().toISOString();
    // Cognito first: if it fails (an error the page shows), nothing has changed and the admin tries again;
    // both writes are idempotent, so a table write that fails after it (or loses a race: 409, the page
    // reloads the user) is mended by the admin's next try.
    const signIn = await setSignInEnabled(user, false);
    if (!(await setUserDisabled(user.userName, body.version, disabledAt))) throw changedMeanwhile();
    const after = await adminUser(await existing(user.userName));
    await auditChange(
      ctx,
      'admin.disable',
      target(user.userName),
      { before: { disabled: Boolean(user.disabledAt) }, after: { disabled: true, disabledAt, signIn } },
      clientIp,
    );
    return after;
  },

  enableUser: async ({ params, body, ctx, clientIp }) => {
    const user = await manageable(ctx, params.userName);
    if (versionOf(user) !== body.version) throw changedMeanwhile();
    const signIn = await setSignInEnabled(user, true);
    if (!(await setUserDisabled(user.userName, body.version, undefined))) throw changedMeanwhile();
    const after = await adminUser(await existing(user.userName));
    await auditChange(
      ctx,
      'admin.enable',
      target(user.userName),
      {
        before: { disabled: Boolean(user.disabledAt), disabledAt: user.disabledAt },
        after: { disabled: false, signIn },
      },
      clientIp,
    );
    return after;
  },
};
