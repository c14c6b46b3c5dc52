export { SessionGate } from './session-gate';
export { sessionKeys, sessionQuery } from './session-queries';
export { roleHolderOf, useCapability, useCurrentAgency, useIsImpersonating, useSession } from './use-session';
