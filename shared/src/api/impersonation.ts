import * as z from 'zod';
import { adminTexts } from '../messages/admin-texts';
import { UserSearchRow } from '../model/user';
import { endpoint } from './endpoint';

export const IMPERSONATION_REASON_MAX = 200;

export const StartImpersonation = z.object({
  userName: z.string().trim().min(1).max(200),
  /** Kept on the audit trail's record of the session's start. */
  reason: z.string().trim().min(1, adminTexts.audit.reasonRequired).max(IMPERSONATION_REASON_MAX),
});
export type StartImpersonation = z.infer<typeof StartImpersonation>;

export const ImpersonationSession = z.object({
  sessionToken: z.string(),
  expiresAt: z.string(),
  userName: z.string(),
});
export type ImpersonationSession = z.infer<typeof ImpersonationSession>;

export const impersonationApi = {
  searchUsers: endpoint({
    method: 'GET',
    path: '/impersonation/users',
    auth: 'impersonate',
    query: z.object({ search: z.string().trim().min(2).max(100) }),
    response: z.object({ results: z.array(UserSearchRow) }),
  }),
  start: endpoint({
    method: 'POST',
    path: '/impersonation/sessions',
    auth: 'impersonate',
    body: StartImpersonation,
    response: ImpersonationSession,
    status: 201,
  }),
  /** Ends the session carried by the X-Session-Token header. */
  end: endpoint({
    method: 'DELETE',
    path: '/impersonation/sessions/current',
    auth: 'user',
    response: z.object({ ended: z.boolean() }),
  }),
};

export { SESSION_TOKEN_HEADER } from './endpoint';
