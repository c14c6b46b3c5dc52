import type { Session } from '@msc/shared/api/session';

type SessionOverrides = Omit<Partial<Session>, 'user' | 'agency'> & {
  user?: Partial<Session['user']>;
  agency?: Partial<Session['agency']>;
};

/** A signed-in agent on agency 101 with an empty cart; override what a test is about. */
export function makeSession(overrides: SessionOverrides = {}): Session {
  const { user, agency, ...rest } = overrides;
  return {
    user: {
      userName: 'agent@demo.local',
      firstName: 'Avery',
      lastName: 'Agent',
      email: 'agent@demo.local',
      roles: ['Agent'],
      primaryRoleId: 'Agent',
      isImpersonating: false,
      isAuthenticated: true,
      ...user,
    },
    agency: {
      agencyId: 101,
      agencyName: 'Hackett Insurance Agency',
      statId: '1721003',
      isOwnerMaster: false,
      isLicenseNumberRequired: false,
      ...agency,
    },
    defaultAgencyId: 101,
    agencyCount: 3,
    hasChosenAgency: true,
    cartItemCount: 0,
    ...rest,
  };
}
