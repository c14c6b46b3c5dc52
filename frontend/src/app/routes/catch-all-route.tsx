import { useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { RequireAuth } from '#features/auth';
import { AppShell } from '../shell/app-shell';
import { AppLoading } from './app-loading';
import { NotFoundPage } from './not-found-page';

/** The legacy address table, loaded only when an address no route claims is visited (to keep the first paint light). */
const legacyUrls = () => import('@msc/shared/rules/legacy-urls');

/**
 * Any address no route claims: a legacy address redirects to its new page (which decides about
 * sign-in); anything else is Not Found, inside the signed-in shell like every non-public page.
 */
export function CatchAllRoute() {
  const { pathname, search } = useLocation();
  // undefined while the table loads; null when the address is not a legacy one.
  const [target, setTarget] = useState<string | null>();
  useEffect(() => {
    let current = true;
    setTarget(undefined);
    legacyUrls().then(({ resolveLegacyUrl }) => {
      if (current) setTarget(resolveLegacyUrl(pathname, search) ?? null);
    });
    return () => {
      current = false;
    };
  }, [pathname, search]);
  if (target === undefined) return <AppLoading />;
  if (target) return <Navigate to={target} replace />;
  return (
    <RequireAuth>
      <AppShell>
        <NotFoundPage />
      </AppShell>
    </RequireAuth>
  );
}
