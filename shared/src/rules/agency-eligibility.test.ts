import { describe, expect, it } from 'vitest';
import {
  canReturnToMyProfile,
  canSaveForLater,
  canSeeGrowthOpportunities,
  canStartProspecting,
  canUseExpressOrder,
  hasAgencyOrAdminAccess,
  isEnrollDisabled,
  isLicenseNumberRequiredForState,
  isOwnerMaster,
  shouldShowInitialAgencyModal,
} from './agency-eligibility';
import type { RoleHolder } from './roles';

const agent: RoleHolder = { roles: ['Agent'], primaryRole: 'Agent' };
const tm: RoleHolder = { roles: ['TM'], primaryRole: 'TM' };
const sa: RoleHolder = { roles: ['SA'], primaryRole: 'SA' };

describe('default agency requirements', () => {
  it('needs a default agency id above 0 for save for later, growth opportunities and prospecting', () => {
    for (const rule of [canSaveForLater, canSeeGrowthOpportunities, canStartProspecting]) {
      expect(rule(12)).toBe(true);
      expect(rule(0)).toBe(false);
      expect(rule(null)).toBe(false);
      expect(rule(undefined)).toBe(false);
    }
  });

  it('multi-address shipping, custom download and personalization need a current agency or an admin-access role', () => {
    expect(hasAgencyOrAdminAccess(agent, 5)).toBe(true);
    expect(hasAgencyOrAdminAccess(tm, 5)).toBe(true);
    // Without a current agency: only the admin-access roles (customer service, Client.Admin, SA, MarketingAdmin).
    expect(hasAgencyOrAdminAccess(agent, 0)).toBe(false);
    expect(hasAgencyOrAdminAccess(agent, null)).toBe(false);
    expect(hasAgencyOrAdminAccess(tm, undefined)).toBe(false);
    expect(hasAgencyOrAdminAccess({ roles: ['Employee'], primaryRole: 'Employee' }, 0)).toBe(false);
    for (const role of [
      'SA',
      'MarketingAdmin',
      'Client.Admin',
      'CustomerService',
      'CustomerServiceAdmin',
    ] as const) {
      expect(hasAgencyOrAdminAccess({ roles: [role], primaryRole: role }, 0), role).toBe(true);
    }
    expect(hasAgencyOrAdminAccess(sa, 0)).toBe(true);
  });
});

describe('express-order shortcut', () => {
  const agency = { statId: '1234567', isOwnerMaster: true };
  const product = { isExpressOrderingAllowed: true };
  const subCodes = [
    { statId: '1234567', policyHoldersCount: 40 },
    { statId: '7654321', policyHoldersCount: 3 },
  ];

  it('applies to an owner master, an express product and other sub codes with policyholders', () => {
    expect(isOwnerMaster(agency)).toBe(true);
    expect(canUseExpressOrder({ agency, product, subCodes })).toBe(true);
  });

  it('does not apply when any condition fails', () => {
    expect(canUseExpressOrder({ agency: { ...agency, isOwnerMaster: false }, product, subCodes })).toBe(
      false,
    );
    expect(canUseExpressOrder({ agency, product: { isExpressOrderingAllowed: false }, subCodes })).toBe(
      false,
    );
    expect(canUseExpressOrder({ agency, product, subCodes: [subCodes[0]!] })).toBe(false);
    expect(
      canUseExpressOrder({ agency, product, subCodes: [{ statId: '7654321', policyHoldersCount: 0 }] }),
    ).toBe(false);
  });
});

describe('Change Agency panel', () => {
  const base = { user: agent, defaultAgencyId: 0, agencyCount: 3, hasChosenAgency: false };

  it('opens the initial modal for an agent without default agency and several agencies', () => {
    expect(shouldShowInitialAgencyModal(base)).toBe(true);
  });

  it('does not open it otherwise', () => {
    expect(shouldShowInitialAgencyModal({ ...base, user: tm })).toBe(false);
    expect(shouldShowInitialAgencyModal({ ...base, defaultAgencyId: 7 })).toBe(false);
    expect(shouldShowInitialAgencyModal({ ...base, agencyCount: 1 })).toBe(false);
    expect(shouldShowInitialAgencyModal({ ...base, hasChosenAgency: true })).toBe(false);
  });

  it('offers Return To My Profile only away from the default and initial agency', () => {
    expect(canReturnToMyProfile({ currentAgencyId: 5, defaultAgencyId: 5, initialAgencyId: 5 })).toBe(false);
    expect(canReturnToMyProfile({ currentAgencyId: 9, defaultAgencyId: 5, initialAgencyId: 5 })).toBe(true);
    expect(canReturnToMyProfile({ currentAgencyId: 9, defaultAgencyId: 0, initialAgencyId: 9 })).toBe(false);
    expect(canReturnToMyProfile({ currentAgencyId: 4, defaultAgencyId: 0, initialAgencyId: 9 })).toBe(true);
    expect(canReturnToMyProfile({ currentAgencyId: null, defaultAgencyId: 5, initialAgencyId: 5 })).toBe(
      false,
    );
  });
});

describe('Enroll button', () => {
  it('is disabled when oppCount is under 1', () => {
    expect(isEnrollDisabled({ oppCount: 0, isLicenseNumberRequired: false, licenseNumber: '' })).toBe(true);
    expect(isEnrollDisabled({ oppCount: 1, isLicenseNumberRequired: false, licenseNumber: '' })).toBe(false);
  });

  it('needs a license number of at least 7 characters when the agency requires one', () => {
    expect(isEnrollDisabled({ oppCount: 5, isLicenseNumberRequired: true, licenseNumber: '123456' })).toBe(
      true,
    );
    expect(isEnrollDisabled({ oppCount: 5, isLicenseNumberRequired: true, licenseNumber: ' 123456 ' })).toBe(
      true,
    );
    expect(isEnrollDisabled({ oppCount: 5, isLicenseNumberRequired: true, licenseNumber: '1234567' })).toBe(
      false,
    );
    expect(isEnrollDisabled({ oppCount: 5, isLicenseNumberRequired: true, licenseNumber: undefined })).toBe(
      true,
    );
  });
});

describe('personalization license number', () => {
  it('is required in CA and AR', () => {
    expect(isLicenseNumberRequiredForState('CA')).toBe(true);
    expect(isLicenseNumberRequiredForState('ar')).toBe(true);
    expect(isLicenseNumberRequiredForState('WA')).toBe(false);
    expect(isLicenseNumberRequiredForState(undefined)).toBe(false);
  });
});
