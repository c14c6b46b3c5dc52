import type { CapabilityName } from '@msc/shared/api';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/**
 * Where each capability's Lambda lives. CDK bundles `functions/src/<name>/handler.ts`; the local gateway
 * loads the same modules through this map. A capability without a handler does not compile.
 */
export const capabilityHandlers: Record<CapabilityName, () => Promise<ApiHandler>> = {
  session: () => import('./session/handler').then((module) => module.handler as ApiHandler),
  agency: () => import('./agency/handler').then((module) => module.handler as ApiHandler),
  catalog: () => import('./catalog/handler').then((module) => module.handler as ApiHandler),
  cart: () => import('./cart/handler').then((module) => module.handler as ApiHandler),
  checkout: () => import('./checkout/handler').then((module) => module.handler as ApiHandler),
  impersonation: () => import('./impersonation/handler').then((module) => module.handler as ApiHandler),
  site: () => import('./site/handler').then((module) => module.handler as ApiHandler),
  home: () => import('./home/handler').then((module) => module.handler as ApiHandler),
  opportunities: () => import('./opportunities/handler').then((module) => module.handler as ApiHandler),
  reports: () => import('./reports/handler').then((module) => module.handler as ApiHandler),
  optOut: () => import('./opt-out/handler').then((module) => module.handler as ApiHandler),
  uploads: () => import('./uploads/handler').then((module) => module.handler as ApiHandler),
  orders: () => import('./orders/handler').then((module) => module.handler as ApiHandler),
  personalization: () => import('./personalization/handler').then((module) => module.handler as ApiHandler),
  expressOrder: () => import('./express-order/handler').then((module) => module.handler as ApiHandler),
  documents: () => import('./documents/handler').then((module) => module.handler as ApiHandler),
  prospecting: () => import('./prospecting/handler').then((module) => module.handler as ApiHandler),
  retention: () => import('./retention/handler').then((module) => module.handler as ApiHandler),
  addresses: () => import('./addresses/handler').then((module) => module.handler as ApiHandler),
  contacts: () => import('./contacts/handler').then((module) => module.handler as ApiHandler),
  favorites: () => import('./favorites/handler').then((module) => module.handler as ApiHandler),
  agencyLists: () => import('./agency-lists/handler').then((module) => module.handler as ApiHandler),
  images: () => import('./images/handler').then((module) => module.handler as ApiHandler),
  downloads: () => import('./downloads/handler').then((module) => module.handler as ApiHandler),
  calendar: () => import('./calendar/handler').then((module) => module.handler as ApiHandler),
  admin: () => import('./admin/handler').then((module) => module.handler as ApiHandler),
  approvals: () => import('./approvals/handler').then((module) => module.handler as ApiHandler),
  responsePage: () => import('./response-page/handler').then((module) => module.handler as ApiHandler),
  mailVisibility: () => import('./mail-visibility/handler').then((module) => module.handler as ApiHandler),
};

/** The handler file of a capability, relative to the functions workspace. */
export const handlerEntry = (name: CapabilityName) => `src/${HANDLER_FOLDERS[name] ?? name}/handler.ts`;

/** Capabilities whose folder is not their name (folders are kebab-case). */
const HANDLER_FOLDERS: Partial<Record<CapabilityName, string>> = {
  optOut: 'opt-out',
  agencyLists: 'agency-lists',
  expressOrder: 'express-order',
  responsePage: 'response-page',
  mailVisibility: 'mail-visibility',
};
