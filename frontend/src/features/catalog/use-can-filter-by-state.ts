import { api } from '@msc/shared/api';
import { hasCapability } from '@msc/shared/rules/roles';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/** The state filter shows only to roles in the state-restriction list, judged by primary role. */
export function useCanFilterByState(): boolean {
  const { data } = useQuery({ queryKey: ['session'], queryFn: () => call(api.session.current, {}) });
  if (!data) return false;
  return hasCapability({ roles: data.user.roles, primaryRole: data.user.primaryRoleId }, 'stateRestriction');
}
