import type { Session } from '@msc/shared/api/session';
import type { DefaultAgency } from '@msc/shared/model/agency';
import { hasAgencyOrAdminAccess } from '@msc/shared/rules/agency-eligibility';
import { type Capability, hasCapability, type RoleHolder } from '@msc/shared/rules/roles';
import { useQuery } from '@tanstack/react-query';
import { sessionQuery } from './session-queries';

/** The session query (key ['session']); every area reads the user and agency through it. */
export function useSession() {
  return useQuery(sessionQuery());
}

/** The user's roles in the shape the role rules take (the session calls the primary role primaryRoleId). */
export function roleHolderOf(user: Session['user']): RoleHolder {
  return { roles: user.roles, primaryRole: user.primaryRoleId };
}

/** Whether the (effective) user holds a capability of the role table; false while the session loads. */
export function useCapability(capability: Capability): boolean {
  const { data } = useSession();
  return data ? hasCapability(roleHolderOf(data.user), capability) : false;
}

/** The agency in effect (agencyId 0 = none), undefined while the session loads. */
export function useCurrentAgency(): DefaultAgency | undefined {
  return useSession().data?.agency;
}

/** True while a staff member acts as another user. */
export function useIsImpersonating(): boolean {
  return Boolean(useSession().data?.impersonator);
}

/**
 * Whether the user may use the flows that need the current agency or an admin-access role (spec 1 §6:
 * multi-address shipping, custom download, personalization); false while the session loads.
 */
export function useAgencyOrAdminAccess(): boolean {
  const { data } = useSession();
  return data ? hasAgencyOrAdminAccess(roleHolderOf(data.user), data.agency.agencyId) : false;
}
