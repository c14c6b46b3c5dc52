/**
 * The role table of spec 1, section 6. The API enforces it; the UI only hides what the API would refuse.
 */
export const Role = {
  TM: 'TM',
  RM: 'RM',
  Employee: 'Employee',
  Agent: 'Agent',
  TEST: 'TEST',
  MarketingAdmin: 'MarketingAdmin',
  Marketing: 'Marketing',
  /** The standard customer-service role. */
  CustomerService: 'CustomerService',
  /** The admin customer-service role. */
  CustomerServiceAdmin: 'CustomerServiceAdmin',
  ClientAdmin: 'Client.Admin',
  SA: 'SA',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ALL_ROLES: readonly Role[] = Object.values(Role);

const STAFF_ROLES = [
  Role.CustomerService,
  Role.CustomerServiceAdmin,
  Role.ClientAdmin,
  Role.SA,
  Role.MarketingAdmin,
] as const;

/**
 * The Admin Center's permissions: which staff role may do what there. Every action is a subset of admin
 * access (spec 1 §6), so whoever sees an editor also sees the Admin Center link. The server refuses any
 * other caller with 403; the SPA hides what this table does not allow.
 */
export const ADMIN_PERMISSIONS = {
  /** Products: create, edit, retire or delete. */
  manageCatalog: [Role.MarketingAdmin, Role.ClientAdmin, Role.SA],
  /** Announcements and home banners. */
  manageContent: [Role.MarketingAdmin, Role.ClientAdmin, Role.SA],
  /** Discount codes: create, edit, deactivate. */
  manageDiscountCodes: [Role.MarketingAdmin, Role.CustomerServiceAdmin, Role.ClientAdmin, Role.SA],
  /** Users' memberships and roles, disabling a user. */
  manageUsers: [Role.CustomerServiceAdmin, Role.ClientAdmin, Role.SA],
  /** The audit trail: impersonation sessions and Admin Center changes. */
  readAudit: [Role.CustomerServiceAdmin, Role.ClientAdmin, Role.SA],
  /**
   * Approve or reject an order awaiting approval (status 2). The spec's table names no approver; these are
   * the staff who own the catalogue's approval flag (MarketingAdmin) or oversee orders and money (the
   * customer-service admin, Client.Admin, SA).
   */
  approveOrders: [Role.MarketingAdmin, Role.CustomerServiceAdmin, Role.ClientAdmin, Role.SA],
  /** Start a scheduled job now, drop a provider feed file. */
  runJobs: [Role.ClientAdmin, Role.SA],
} as const satisfies Record<string, readonly Role[]>;
export type AdminAction = keyof typeof ADMIN_PERMISSIONS;
export const ADMIN_ACTIONS = Object.keys(ADMIN_PERMISSIONS) as AdminAction[];

export const CAPABILITY_ROLES = {
  /** Menu, cart, agency display, order-history link, personalize, add to cart. */
  allAccess: ALL_ROLES,
  /** State filter on product search (judged by primary role). */
  stateRestriction: [Role.TM, Role.RM, Role.Agent],
  /** Admin Center link, custom download without an agency. */
  adminAccess: STAFF_ROLES,
  /** The Change Agency modal on first load. */
  agencyModalOnFirstLoad: [Role.Agent],
  adminReports: [
    Role.Employee,
    Role.Marketing,
    Role.MarketingAdmin,
    Role.CustomerService,
    Role.CustomerServiceAdmin,
  ],
  /** Edit pencil on the agency address. */
  updateAgencyAddress: STAFF_ROLES,
  /** Staff who may start an impersonation session. */
  impersonate: [Role.CustomerService, Role.CustomerServiceAdmin, Role.ClientAdmin, Role.SA],
  // The Admin Center's actions are capabilities too: an endpoint names one as its `auth`.
  ...ADMIN_PERMISSIONS,
} as const satisfies Record<string, readonly Role[]>;
export type Capability = keyof typeof CAPABILITY_ROLES;

/**
 * Roles flagged forImpersonator: while impersonating, they are ignored for admin reports
 * unless they are the only role the user holds.
 */
export const FOR_IMPERSONATOR_ROLES: readonly Role[] = [Role.CustomerService, Role.CustomerServiceAdmin];

export interface RoleHolder {
  roles: readonly Role[];
  primaryRole: Role;
}

export function hasCapability(user: RoleHolder, capability: Capability): boolean {
  const allowed: readonly Role[] = CAPABILITY_ROLES[capability];
  if (capability === 'stateRestriction') return allowed.includes(user.primaryRole);
  return user.roles.some((role) => allowed.includes(role));
}

/** May these roles do this in the Admin Center (the one table above, for the SPA and the server alike)? */
export function canAdmin(roles: readonly Role[], action: AdminAction): boolean {
  const allowed: readonly Role[] = ADMIN_PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}

/** Admin Reports group visibility, with the forImpersonator rule. */
export function canSeeAdminReports(user: RoleHolder, isImpersonating: boolean): boolean {
  const considered =
    isImpersonating && user.roles.length > 1
      ? user.roles.filter((role) => !FOR_IMPERSONATOR_ROLES.includes(role))
      : user.roles;
  return considered.some((role) => (CAPABILITY_ROLES.adminReports as readonly Role[]).includes(role));
}

/**
 * How far a role reaches, for impersonation only: staff may act as users of a strictly lower rank, so
 * nobody borrows the powers of a peer or a superior (ASVS V8.2). A user ranks as their highest role.
 */
export const ROLE_RANK: Readonly<Record<Role, number>> = {
  [Role.Agent]: 0,
  [Role.TEST]: 0,
  [Role.TM]: 1,
  [Role.RM]: 1,
  [Role.Employee]: 1,
  [Role.Marketing]: 1,
  [Role.MarketingAdmin]: 2,
  [Role.CustomerService]: 3,
  [Role.CustomerServiceAdmin]: 4,
  [Role.ClientAdmin]: 5,
  [Role.SA]: 6,
};

export function rankOf(user: Pick<RoleHolder, 'roles'>): number {
  return Math.max(0, ...user.roles.map((role) => ROLE_RANK[role] ?? 0));
}

/** Spec 1 §6 (Impersonate User) with the rank rule: staff, and the target ranks below the actor. */
export function mayImpersonate(actor: RoleHolder, target: Pick<RoleHolder, 'roles'>): boolean {
  return hasCapability(actor, 'impersonate') && rankOf(target) < rankOf(actor);
}

/**
 * The powers a role hands out, from the one table above: every capability but the ones all roles share
 * (allAccess), the two that restrict or prompt rather than empower (stateRestriction, the agency modal),
 * and the Admin Reports group, which the spec gives to office staff and not to Client.Admin or SA (a view
 * of reports, not a power over users, agencies or the catalogue).
 */
export const GRANTED_POWERS = (Object.keys(CAPABILITY_ROLES) as Capability[]).filter(
  (capability) =>
    !['allAccess', 'stateRestriction', 'agencyModalOnFirstLoad', 'adminReports'].includes(capability),
);

/** The powers these roles hold together. */
export function powersOf(roles: readonly Role[]): Set<Capability> {
  return new Set(
    GRANTED_POWERS.filter((power) =>
      roles.some((role) => (CAPABILITY_ROLES[power] as readonly Role[]).includes(role)),
    ),
  );
}

/**
 * The Admin Center's user editor: an admin grants or revokes only a role ranked strictly below their own
 * (the impersonation rank rule) whose every power they hold themselves (ASVS V8.2: nobody hands out, or takes
 * away, powers they do not have; a customer-service admin may not make anyone a marketing admin).
 */
export function mayGrantRole(actor: Pick<RoleHolder, 'roles'>, role: Role): boolean {
  if (ROLE_RANK[role] >= rankOf(actor)) return false;
  const held = powersOf(actor.roles);
  return [...powersOf([role])].every((power) => held.has(power));
}

/** Roles that make a user staff (the Admin Center's link): granting one raises an alert. */
export const isStaffRole = (role: Role): boolean =>
  (CAPABILITY_ROLES.adminAccess as readonly Role[]).includes(role);

/** The roles an admin may grant or revoke, in the role table's order (what the SPA offers). */
export function grantableRoles(actor: Pick<RoleHolder, 'roles'>): Role[] {
  return ALL_ROLES.filter((role) => mayGrantRole(actor, role));
}

/**
 * Whom an admin may change (memberships, roles, disabling): users ranked strictly below them, as for
 * impersonation, so a customer-service admin cannot disable a system administrator.
 */
export function mayManageUser(actor: Pick<RoleHolder, 'roles'>, target: Pick<RoleHolder, 'roles'>): boolean {
  return rankOf(target) < rankOf(actor);
}
