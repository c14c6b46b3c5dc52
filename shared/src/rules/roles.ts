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

export const CAPABILITY_ROLES = {
  /** Menu, cart, agency display, order-history link, personalize, add to cart. */
  allAccess: ALL_ROLES,
  /** State filter on product search (judged by primary role). */
  stateRestriction: [Role.TM, Role.RM, Role.Agent],
  /** Admin Center link, custom download without an agency. */
  adminAccess: [
    Role.CustomerService,
    Role.CustomerServiceAdmin,
    Role.ClientAdmin,
    Role.SA,
    Role.MarketingAdmin,
  ],
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
  updateAgencyAddress: [
    Role.CustomerService,
    Role.CustomerServiceAdmin,
    Role.ClientAdmin,
    Role.SA,
    Role.MarketingAdmin,
  ],
  /** Staff who may start an impersonation session. */
  impersonate: [Role.CustomerService, Role.CustomerServiceAdmin, Role.ClientAdmin, Role.SA],
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

/** Admin Reports group visibility, with the forImpersonator rule. */
export function canSeeAdminReports(user: RoleHolder, isImpersonating: boolean): boolean {
  const considered =
    isImpersonating && user.roles.length > 1
      ? user.roles.filter((role) => !FOR_IMPERSONATOR_ROLES.includes(role))
      : user.roles;
  return considered.some((role) => (CAPABILITY_ROLES.adminReports as readonly Role[]).includes(role));
}
