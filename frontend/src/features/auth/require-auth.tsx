import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthState } from '#lib/auth-store';
import { links } from '#lib/paths';
import { signInPathFor } from './safe-redirect';

/** Sign-in page state when the session expired: it shows the toast and redirects after 5 s. */
export interface SignInLocationState {
  sessionExpired?: boolean;
}

/**
 * Signed-in routes. A signed-out visitor goes to /sign-in?redirectUrl=<where they were>; after a
 * 401 to /sign-in with the session-expired state; after Sign Out to /sign-in.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const auth = useAuthState();
  const location = useLocation();
  if (auth.status === 'signedIn') return children ?? <Outlet />;
  if (auth.reason === 'expired') {
    const state: SignInLocationState = { sessionExpired: true };
    return <Navigate to={links.signIn()} replace state={state} />;
  }
  if (auth.reason === 'signOut') return <Navigate to={links.signIn()} replace />;
  return <Navigate to={signInPathFor(`${location.pathname}${location.search}`)} replace />;
}
