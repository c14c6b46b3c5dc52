import type { Role } from '@msc/shared/rules/roles';
import type { AgencyItem } from './identity-store';

/** A user as the table knows them. */
export interface UserRecord {
  userName: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  primaryRole: Role;
  defaultAgencyId: number;
  currentAgencyId?: number;
  hasChosenAgency: boolean;
}

/** Who a request acts as, resolved on the server from the verified token and the table. */
export interface RequestContext {
  /** The effective user: the impersonated one while impersonating. */
  user: UserRecord;
  /** The staff member behind an impersonation session. */
  impersonator?: UserRecord;
  /** SHA-256 of the impersonation token in use. */
  sessionTokenHash?: string;
  /** When that impersonation session started (ISO): cards saved before it are the agent's own. */
  impersonationStartedAt?: string;
  /** The agency in effect; 0 when none is chosen. */
  agencyId: number;
  /** That agency, when it was read with the caller's identity (one round trip for both); always `agencyId`'s. */
  agency?: AgencyItem;
}

export function agencyInEffect(user: UserRecord): number {
  return user.currentAgencyId ?? user.defaultAgencyId;
}
