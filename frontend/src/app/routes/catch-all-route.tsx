import { resolveLegacyUrl } from '@msc/shared/rules/legacy-urls';
import { Navigate, useLocation } from 'react-router';
import { RequireAuth } from '#features/auth';
import { AppShell } from '../shell/app-shell';
import { NotFoundPage } from './not-found-page';

/**
 * Any address no route claims: a legacy address redirects to its new page (which decides about
 * sign-in); anything else is Not Found, inside the signed-in shell like every non-public page.
 */
export function CatchAllRoute() {
  const { pathname, search } = useLocation();
  const target = resolveLegacyUrl(pathname, search);
  if (target) return <Navigate to={target} replace />;
  return (
    <RequireAuth>
      <AppShell>
        <NotFoundPage />
      </AppShell>
    </RequireAuth>
  );
}
