import type { RouteObject } from 'react-router';
import { authPages } from '#features/auth/pages';
import { publicPages } from '#features/public/pages';
import { paths } from '#lib/paths';
import { pageRoute } from './route-helpers';

/** Pages open to everyone: sign-in, SSO return, deep-link redirect, impersonation ended, opt-out, a personal URL's response page, terms. */
export const publicRoutes: RouteObject[] = [
  pageRoute(paths.signIn, authPages.signIn),
  pageRoute(paths.ssoRedirect, authPages.ssoRedirect),
  pageRoute(paths.deepLinkRedirect, authPages.deepLinkRedirect),
  pageRoute(paths.impersonationEnded, publicPages.impersonationEnded),
  pageRoute(paths.optOutTracking, publicPages.optOutTracking),
  pageRoute(paths.emailOptOut, publicPages.emailOptOut),
  pageRoute(paths.optOutEmail, publicPages.emailOptOut),
  pageRoute(paths.optOutAcknowledge, publicPages.optOutAcknowledge),
  pageRoute(paths.optOutAcknowledged, publicPages.optOutAcknowledge),
  pageRoute(paths.responsePage, publicPages.responsePage),
  pageRoute(paths.termsProspecting, publicPages.termsProspecting),
  pageRoute(paths.termsListUpload, publicPages.termsListUpload),
];
