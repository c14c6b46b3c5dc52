import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACTIONS,
  ADMIN_PERMISSIONS,
  ALL_ROLES,
  CAPABILITY_ROLES,
  canAdmin,
  canSeeAdminReports,
  grantableRoles,
  hasCapability,
  isStaffRole,
  mayGrantRole,
  mayImpersonate,
  mayManageUser,
  powersOf,
  ROLE_RANK,
  Role,
  type RoleHolder,
  rankOf,
} from './roles';

const user = (roles: Role[], primaryRole: Role = roles[0]!): RoleHolder => ({ roles, primaryRole });

describe('role table', () => {
  it('gives all-access to every role', () => {
    for (const role of ALL_ROLES) expect(hasCapability(user([role]), 'allAccess')).toBe(true);
    expect(ALL_ROLES).toHaveLength(11);
  });

  it('judges the state restriction by primary role only', () => {
    expect(hasCapability(user(['Agent']), 'stateRestriction')).toBe(true);
    expect(hasCapability(user(['TM']), 'stateRestriction')).toBe(true);
    expect(hasCapability(user(['SA', 'Agent'], 'SA'), 'stateRestriction')).toBe(false);
  });

  it('grants admin access to the customer-service roles, Client.Admin, SA and MarketingAdmin', () => {
    for (const role of [
      'CustomerService',
      'CustomerServiceAdmin',
      'Client.Admin',
      'SA',
      'MarketingAdmin',
    ] as Role[]) {
      expect(hasCapability(user([role]), 'adminAccess')).toBe(true);
      expect(hasCapability(user([role]), 'updateAgencyAddress')).toBe(true);
    }
    expect(hasCapability(user(['Agent']), 'adminAccess')).toBe(false);
    expect(hasCapability(user(['Marketing']), 'updateAgencyAddress')).toBe(false);
  });

  it('opens the agency modal on first load for Agent only', () => {
    expect(hasCapability(user(['Agent']), 'agencyModalOnFirstLoad')).toBe(true);
    expect(hasCapability(user(['TM']), 'agencyModalOnFirstLoad')).toBe(false);
  });
});

describe('admin reports', () => {
  it('are for Employee, Marketing, MarketingAdmin and the customer-service roles', () => {
    for (const role of [
      'Employee',
      'Marketing',
      'MarketingAdmin',
      'CustomerService',
      'CustomerServiceAdmin',
    ] as Role[]) {
      expect(canSeeAdminReports(user([role]), false)).toBe(true);
    }
    expect(canSeeAdminReports(user(['Agent']), false)).toBe(false);
    expect(canSeeAdminReports(user(['SA']), false)).toBe(false);
  });

  it('ignore forImpersonator roles while impersonating, unless they are the only role', () => {
    expect(canSeeAdminReports(user(['CustomerService', 'Agent']), true)).toBe(false);
    expect(canSeeAdminReports(user(['CustomerService', 'Agent']), false)).toBe(true);
    expect(canSeeAdminReports(user(['CustomerService']), true)).toBe(true);
    expect(canSeeAdminReports(user(['CustomerService', 'Employee']), true)).toBe(true);
  });
});

describe('impersonation rank', () => {
  it('lets staff act only as users who rank below them', () => {
    expect(mayImpersonate(user(['CustomerService']), user(['Agent']))).toBe(true);
    expect(mayImpersonate(user(['CustomerService']), user(['Employee', 'Marketing']))).toBe(true);
    expect(mayImpersonate(user(['CustomerService']), user(['CustomerService']))).toBe(false);
    expect(mayImpersonate(user(['CustomerServiceAdmin']), user(['SA']))).toBe(false);
    expect(mayImpersonate(user(['CustomerServiceAdmin']), user(['Agent', 'Client.Admin']))).toBe(false);
    expect(mayImpersonate(user(['SA']), user(['Client.Admin']))).toBe(true);
  });

  it('is never granted to a role without the impersonate capability, whatever its rank', () => {
    expect(mayImpersonate(user(['MarketingAdmin']), user(['Agent']))).toBe(false);
    expect(rankOf(user(['Agent', 'SA']))).toBe(ROLE_RANK.SA);
  });
});

describe('Admin Center permissions', () => {
  it('grants every admin action to staff only: admin access holders, never an agent', () => {
    for (const action of ADMIN_ACTIONS) {
      for (const role of ADMIN_PERMISSIONS[action]) expect(CAPABILITY_ROLES.adminAccess).toContain(role);
      for (const role of ['Agent', 'TM', 'RM', 'Employee', 'Marketing', 'TEST'] as Role[])
        expect(canAdmin([role], action)).toBe(false);
    }
  });

  it('lets SA do everything and the standard customer-service role nothing but look', () => {
    for (const action of ADMIN_ACTIONS) {
      expect(canAdmin(['SA'], action)).toBe(true);
      expect(canAdmin(['CustomerService'], action)).toBe(false);
    }
  });

  it('lets the marketing administrator run the catalogue and discount codes, not users or the audit', () => {
    expect(canAdmin(['MarketingAdmin'], 'manageCatalog')).toBe(true);
    expect(canAdmin(['MarketingAdmin'], 'manageDiscountCodes')).toBe(true);
    expect(canAdmin(['MarketingAdmin'], 'manageUsers')).toBe(false);
    expect(canAdmin(['MarketingAdmin'], 'readAudit')).toBe(false);
  });

  it('lets the customer-service admin manage users, codes and read the audit, not the catalogue', () => {
    expect(canAdmin(['CustomerServiceAdmin'], 'manageUsers')).toBe(true);
    expect(canAdmin(['CustomerServiceAdmin'], 'manageDiscountCodes')).toBe(true);
    expect(canAdmin(['CustomerServiceAdmin'], 'readAudit')).toBe(true);
    expect(canAdmin(['CustomerServiceAdmin'], 'manageCatalog')).toBe(false);
  });

  it('is the same answer as the capability an endpoint names (one table for the SPA and the server)', () => {
    for (const action of ADMIN_ACTIONS)
      for (const role of ALL_ROLES)
        expect(hasCapability(user([role]), action)).toBe(canAdmin([role], action));
  });
});

describe('granting roles (rank and powers)', () => {
  const csAdmin = { roles: [Role.CustomerServiceAdmin] };
  it('lets an admin grant and revoke only roles ranked below their own', () => {
    expect(mayGrantRole(csAdmin, Role.CustomerService)).toBe(true);
    expect(mayGrantRole(csAdmin, Role.Agent)).toBe(true);
    expect(mayGrantRole(csAdmin, Role.CustomerServiceAdmin)).toBe(false);
    expect(mayGrantRole(csAdmin, Role.SA)).toBe(false);
    expect(grantableRoles({ roles: [Role.Agent] })).toEqual([]);
    expect(grantableRoles(csAdmin)).not.toContain(Role.ClientAdmin);
    expect(grantableRoles({ roles: [Role.SA] })).toEqual(ALL_ROLES.filter((role) => role !== Role.SA));
  });

  // Every pair of the role table, written out: actor → the roles it may grant or revoke.
  const { TM, RM, Employee, Agent, TEST, MarketingAdmin, Marketing, CustomerService } = Role;
  const plain = [TM, RM, Employee, Agent, TEST, Marketing];
  const GRANTABLE: Record<Role, Role[]> = {
    [Role.Agent]: [],
    [Role.TEST]: [],
    [Role.TM]: [Agent, TEST],
    [Role.RM]: [Agent, TEST],
    [Role.Employee]: [Agent, TEST],
    [Role.Marketing]: [Agent, TEST],
    [Role.MarketingAdmin]: plain,
    [Role.CustomerService]: plain,
    [Role.CustomerServiceAdmin]: [...plain, CustomerService],
    [Role.ClientAdmin]: [...plain, CustomerService, MarketingAdmin, Role.CustomerServiceAdmin],
    [Role.SA]: ALL_ROLES.filter((role) => role !== Role.SA),
  };
  it.each(ALL_ROLES)('%s grants exactly the roles below it whose powers it holds', (actor) => {
    for (const role of ALL_ROLES)
      expect([actor, role, mayGrantRole({ roles: [actor] }, role)]).toEqual([
        actor,
        role,
        GRANTABLE[actor].includes(role),
      ]);
  });

  it('refuses a role whose powers the actor lacks, rank notwithstanding', () => {
    // Rank 4 outranks MarketingAdmin (2), but catalogue and announcements are not a customer-service admin's.
    expect(mayGrantRole(csAdmin, Role.MarketingAdmin)).toBe(false);
    expect(powersOf([Role.MarketingAdmin])).toContain('manageCatalog');
    expect(powersOf([Role.CustomerServiceAdmin])).not.toContain('manageCatalog');
    // Powers add up across the actor's roles: with MarketingAdmin too, they may.
    expect(
      mayGrantRole({ roles: [Role.CustomerServiceAdmin, Role.MarketingAdmin] }, Role.MarketingAdmin),
    ).toBe(true);
    // And rank still counts: CustomerService ranks above a marketing admin.
    expect(mayGrantRole({ roles: [Role.MarketingAdmin] }, Role.CustomerService)).toBe(false);
  });

  it('calls the Admin Center roles staff (a grant of one raises an alert)', () => {
    expect(ALL_ROLES.filter(isStaffRole).sort()).toEqual(
      [
        Role.CustomerService,
        Role.CustomerServiceAdmin,
        Role.ClientAdmin,
        Role.SA,
        Role.MarketingAdmin,
      ].sort(),
    );
  });

  it('lets an admin change users ranked below them only', () => {
    expect(mayManageUser(csAdmin, { roles: [Role.Agent] })).toBe(true);
    expect(mayManageUser(csAdmin, { roles: [Role.CustomerServiceAdmin] })).toBe(false);
    expect(mayManageUser(csAdmin, { roles: [Role.Agent, Role.SA] })).toBe(false);
  });
});
