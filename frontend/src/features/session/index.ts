export { SessionGate } from './session-gate';
export { sessionKeys, sessionQuery } from './session-queries';
export {
  roleHolderOf,
  useAgencyOrAdminAccess,
  useCapability,
  useCurrentAgency,
  useIsImpersonating,
  useSession,
} from './use-session';
