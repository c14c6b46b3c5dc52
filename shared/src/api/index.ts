import { agencyApi } from './agency';
import { cartApi } from './cart';
import { catalogApi } from './catalog';
import type { Contract } from './endpoint';
import { impersonationApi } from './impersonation';
import { retentionApi } from './retention';
import { type ContractRoute, contractRoutes } from './routes';
import { sessionApi } from './session';
import { siteApi } from './site';

/**
 * Every capability and its endpoints. One capability = one Lambda; the local gateway, the CDK routes
 * and the SPA client are all derived from this object.
 */
export const api = {
  session: sessionApi,
  agency: agencyApi,
  catalog: catalogApi,
  cart: cartApi,
  impersonation: impersonationApi,
  site: siteApi,
  retention: retentionApi,
} satisfies Record<string, Contract>;

export type Api = typeof api;
export type CapabilityName = keyof Api;
export const CAPABILITY_NAMES = Object.keys(api) as CapabilityName[];

/** Every endpoint of the portal as a route: what the local gateway and the CDK stack declare. */
export const apiRoutes = (): ContractRoute<CapabilityName>[] => contractRoutes(api);

export * from './endpoint';
export * from './errors';
export * from './routes';
