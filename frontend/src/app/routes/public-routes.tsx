import type { RouteObject } from 'react-router';
import { notAvailableRoutes, pageRoute } from './route-helpers';

/** Pages open to everyone: sign-in, SSO return, deep-link redirect, impersonation ended, opt-out, terms. */
export const publicRoutes: RouteObject[] = [
  pageRoute('/sign-in', () => import('../../features/auth/sign-in-page')),
  pageRoute('/sso-redirect', () => import('../../features/auth/sso-redirect-page')),
  pageRoute('/redirect', () => import('../../features/auth/deep-link-redirect-page')),
  pageRoute('/impersonation-ended', () => import('../../features/public/impersonation-ended-page')),
  ...notAvailableRoutes([
    ['/terms-and-conditions/prospecting', 'Prospecting Terms and Conditions'],
    ['/terms-and-conditions/list-upload', 'List Upload Terms and Conditions'],
    ['/optout', 'Email Opt-Out'],
    ['/OptOutEmail', 'Email Opt-Out'],
    ['/EmailOptOut', 'Email Opt-Out'],
    ['/optoutacknowledge/:id?', 'Email Opt-Out'],
    ['/optoutacknowledged/:id?', 'Email Opt-Out'],
  ]),
];
