/** The pages of this area, each loaded from its own chunk when its route is first visited. */
export const authPages = {
  signIn: () => import('./sign-in-page'),
  ssoRedirect: () => import('./sso-redirect-page'),
  deepLinkRedirect: () => import('./deep-link-redirect-page'),
};
