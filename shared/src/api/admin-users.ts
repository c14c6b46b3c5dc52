import * as z from 'zod';
import { adminTexts } from '../messages/admin-texts';
import { IsoDate } from '../model/fields';
import { ExportFile } from '../model/order';
import { RoleSchema } from '../model/user';
import { ADMIN_USER_PAGE_SIZES } from '../rules/constants';
import { EXPORT_FORMATS } from '../rules/spreadsheet-cells';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

/** The Admin Center's users (permission manageUsers) and the audit trail (readAudit). */

export const AdminUserRow = z.object({
  userName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(RoleSchema),
  primaryRole: RoleSchema,
  disabled: z.boolean(),
});
export type AdminUserRow = z.infer<typeof AdminUserRow>;

export const AdminUserMembership = z.object({
  agencyId: z.number().int(),
  agencyName: z.string(),
  statId: z.string(),
});

export const AdminUserOrder = z.object({
  orderId: z.string(),
  orderNumber: z.string().optional(),
  orderDate: z.string(),
  agencyId: z.number().int(),
  /** Cents. */
  total: z.number().optional(),
  status: z.string().optional(),
});

export const AdminUser = AdminUserRow.extend({
  /** 0: none chosen. */
  defaultAgencyId: z.number().int(),
  memberships: z.array(AdminUserMembership),
  /** The newest orders, at most ten. */
  recentOrders: z.array(AdminUserOrder),
  /** When disabled, and by whom. */
  disabledAt: z.string().optional(),
  /** The user's roles and memberships as read: a change sends it back and is refused if they moved since. */
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUser>;

const userParam = z.object({ userName: z.string().trim().toLowerCase().min(1).max(200) });
const membershipParam = userParam.extend({ agencyId: z.coerce.number().int().positive().max(1e12) });
const roleParam = userParam.extend({ role: RoleSchema });
/**
 * A role, membership, disable or enable change names the version of the user it was made on (409 if changed
 * since): two admins at once never lose one's change to the other's stale page.
 */
const UserChangeBody = z.object({ version: z.number().int().min(0).max(1e9) });

export const AdminUserQuery = z.object({
  /** Words each starting a word of the name or email (shared/src/rules/word-search.ts), at least 2 characters. */
  term: z.string().trim().min(2).max(100),
  ...pagingQuery(ADMIN_USER_PAGE_SIZES, 25),
});

export const AUDIT_TRAIL_LIMIT = 500;

const AuditTrailFilters = z.object({
  actor: z.string().trim().toLowerCase().max(200).optional(),
  target: z.string().trim().max(200).optional(),
  from: IsoDate.optional(),
  to: IsoDate.optional(),
});
const datesInOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const datesOrder = { path: ['to'], message: adminTexts.audit.datesOrder };

export const AuditTrailQuery = AuditTrailFilters.refine(datesInOrder, datesOrder);
export type AuditTrailQuery = z.infer<typeof AuditTrailQuery>;
const AuditExportQuery = AuditTrailFilters.extend({ format: z.enum(EXPORT_FORMATS).default('xlsx') }).refine(
  datesInOrder,
  datesOrder,
);

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor: z.string(),
  /** The user acted as, or the record changed (`product:<id>`, `user:<userName>`...). */
  target: z.string(),
  route: z.string().optional(),
  status: z.number().optional(),
  ip: z.string().optional(),
  /** Why an impersonation session was started. */
  reason: z.string().optional(),
  /** JSON of the record before and after an Admin Center change. */
  before: z.string().optional(),
  after: z.string().optional(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditTrail = z.object({
  results: z.array(AuditEntry),
  /** More than AUDIT_TRAIL_LIMIT entries matched: only the newest are shown. */
  truncated: z.boolean(),
});

export const adminUsersApi = {
  users: endpoint({
    method: 'GET',
    path: '/admin/users',
    auth: 'manageUsers',
    query: AdminUserQuery,
    response: pageOf(AdminUserRow),
  }),
  user: endpoint({
    method: 'GET',
    path: '/admin/users/{userName}',
    auth: 'manageUsers',
    params: userParam,
    response: AdminUser,
  }),
  addMembership: endpoint({
    method: 'PUT',
    path: '/admin/users/{userName}/memberships/{agencyId}',
    auth: 'manageUsers',
    params: membershipParam,
    body: UserChangeBody,
    response: AdminUser,
  }),
  removeMembership: endpoint({
    method: 'DELETE',
    path: '/admin/users/{userName}/memberships/{agencyId}',
    auth: 'manageUsers',
    params: membershipParam,
    body: UserChangeBody,
    response: AdminUser,
  }),
  grantRole: endpoint({
    method: 'PUT',
    path: '/admin/users/{userName}/roles/{role}',
    auth: 'manageUsers',
    params: roleParam,
    body: UserChangeBody,
    response: AdminUser,
  }),
  revokeRole: endpoint({
    method: 'DELETE',
    path: '/admin/users/{userName}/roles/{role}',
    auth: 'manageUsers',
    params: roleParam,
    body: UserChangeBody,
    response: AdminUser,
  }),
  disableUser: endpoint({
    method: 'POST',
    path: '/admin/users/{userName}/disable',
    auth: 'manageUsers',
    params: userParam,
    body: UserChangeBody,
    response: AdminUser,
  }),
  enableUser: endpoint({
    method: 'POST',
    path: '/admin/users/{userName}/enable',
    auth: 'manageUsers',
    params: userParam,
    body: UserChangeBody,
    response: AdminUser,
  }),
  auditTrail: endpoint({
    method: 'GET',
    path: '/admin/audit',
    auth: 'readAudit',
    query: AuditTrailQuery,
    response: AuditTrail,
  }),
  exportAuditTrail: endpoint({
    method: 'GET',
    path: '/admin/audit/export',
    auth: 'readAudit',
    usageLimit: 'export',
    query: AuditExportQuery,
    response: ExportFile,
  }),
};
