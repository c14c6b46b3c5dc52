import { describe, expect, it } from 'vitest';
import {
  ALL_ROLES,
  canSeeAdminReports,
  hasCapability,
  mayImpersonate,
  ROLE_RANK,
  type Role,
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
