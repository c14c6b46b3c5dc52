import { addressesApi } from './addresses';
import { adminApi } from './admin';
import { agencyApi } from './agency';
import { agencyListsApi } from './agency-lists';
import { approvalsApi } from './approvals';
import { calendarApi } from './calendar';
import { cartApi } from './cart';
import { catalogApi } from './catalog';
import { checkoutApi } from './checkout';
import { contactsApi } from './contacts';
import { documentsApi } from './documents';
import { downloadsApi } from './downloads';
import type { Contract } from './endpoint';
import { expressOrderApi } from './express-order';
import { favoritesApi } from './favorites';
import { homeApi } from './home';
import { imagesApi } from './images';
import { impersonationApi } from './impersonation';
import { mailVisibilityApi } from './mail-visibility';
import { opportunitiesApi } from './opportunities';
import { optOutApi } from './opt-out';
import { ordersApi } from './orders';
import { personalizationApi } from './personalization';
import { prospectingApi } from './prospecting';
import { reportsApi } from './reports';
import { responsePageApi } from './response-page';
import { retentionApi } from './retention';
import { type ContractRoute, contractRoutes } from './routes';
import { sessionApi } from './session';
import { siteApi } from './site';
import { uploadsApi } from './uploads';

/**
 * Every capability and its endpoints. One capability = one Lambda; the local gateway, the CDK routes
 * and the SPA client are all derived from this object.
 */
export const api = {
  session: sessionApi,
  agency: agencyApi,
  catalog: catalogApi,
  cart: cartApi,
  checkout: checkoutApi,
  impersonation: impersonationApi,
  site: siteApi,
  home: homeApi,
  opportunities: opportunitiesApi,
  reports: reportsApi,
  optOut: optOutApi,
  uploads: uploadsApi,
  orders: ordersApi,
  documents: documentsApi,
  personalization: personalizationApi,
  expressOrder: expressOrderApi,
  prospecting: prospectingApi,
  retention: retentionApi,
  addresses: addressesApi,
  contacts: contactsApi,
  favorites: favoritesApi,
  agencyLists: agencyListsApi,
  images: imagesApi,
  downloads: downloadsApi,
  calendar: calendarApi,
  admin: adminApi,
  approvals: approvalsApi,
  responsePage: responsePageApi,
  mailVisibility: mailVisibilityApi,
} satisfies Record<string, Contract>;

export type Api = typeof api;
export type CapabilityName = keyof Api;
export const CAPABILITY_NAMES = Object.keys(api) as CapabilityName[];

let routes: readonly ContractRoute<CapabilityName>[] | undefined;
/**
 * Every endpoint of the portal as a route: what the local gateway and the CDK stack declare. Made once: the
 * test invoker routes every event by it, and `findRoute` keeps its lookup map per routes list.
 */
export const apiRoutes = (): readonly ContractRoute<CapabilityName>[] => {
  routes ??= contractRoutes(api);
  return routes;
};

export * from './endpoint';
export * from './errors';
export * from './routes';
