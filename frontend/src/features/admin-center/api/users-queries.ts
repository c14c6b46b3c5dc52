import { api } from '@msc/shared/api';
import type { AuditTrailQuery } from '@msc/shared/api/admin';
import type { QueryInputOf } from '@msc/shared/api/endpoint';
import type { Role } from '@msc/shared/rules/roles';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, call } from '#lib/api-client';
import { adminKeys } from './admin-queries';

export type AdminUserQuery = NonNullable<QueryInputOf<typeof api.admin.users>>;

export const adminUserKeys = {
  all: [...adminKeys.all, 'users'] as const,
  search: (query: AdminUserQuery) => [...adminUserKeys.all, 'search', query] as const,
  user: (userName: string) => [...adminUserKeys.all, 'user', userName] as const,
  audit: (query: AuditTrailQuery) => [...adminKeys.all, 'audit', query] as const,
};

export const adminUsersQuery = (query: AdminUserQuery) =>
  queryOptions({
    queryKey: adminUserKeys.search(query),
    queryFn: ({ signal }) => call(api.admin.users, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const adminUserQuery = (userName: string) =>
  queryOptions({
    queryKey: adminUserKeys.user(userName),
    queryFn: ({ signal }) => call(api.admin.user, { params: { userName }, signal }),
  });

export type UserChange =
  | { kind: 'grantRole' | 'revokeRole'; role: Role }
  | { kind: 'addMembership' | 'removeMembership'; agencyId: number }
  | { kind: 'disableUser' | 'enableUser' };

/** Every change names the version of the user the page shows (409 if it changed since). */
function send(userName: string, version: number, change: UserChange) {
  const body = { version };
  switch (change.kind) {
    case 'grantRole':
    case 'revokeRole':
      return call(api.admin[change.kind], { params: { userName, role: change.role }, body });
    case 'addMembership':
    case 'removeMembership':
      return call(api.admin[change.kind], { params: { userName, agencyId: change.agencyId }, body });
    default:
      return call(api.admin[change.kind], { params: { userName }, body });
  }
}

/**
 * Every change of the user page answers the user as saved: the page shows that (and its new version), the
 * search reloads. A change refused because the user moved meanwhile (409) reloads the user too.
 */
export function useChangeUser(userName: string, version: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: UserChange) => send(userName, version, change),
    onError: (error) => {
      if (error instanceof ApiRequestError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: adminUserKeys.user(userName) });
    },
    onSuccess: (user) => {
      queryClient.setQueryData(adminUserKeys.user(userName), user);
      void queryClient.invalidateQueries({ queryKey: [...adminUserKeys.all, 'search'] });
    },
  });
}

export const auditTrailQuery = (query: AuditTrailQuery) =>
  queryOptions({
    queryKey: adminUserKeys.audit(query),
    queryFn: ({ signal }) => call(api.admin.auditTrail, { query, signal }),
    placeholderData: keepPreviousData,
  });

export const exportAuditTrail = (query: AuditTrailQuery, format: 'xlsx' | 'csv') =>
  call(api.admin.exportAuditTrail, { query: { ...query, format } });
