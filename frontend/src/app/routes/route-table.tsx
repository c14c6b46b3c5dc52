import { type ReactNode, Suspense, useMemo } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';
import { RequireAuth } from '#features/auth';
import { AppShell } from '../shell/app-shell';
import { PublicLayout } from '../shell/public-layout';
import { AppLoading } from './app-loading';
import { campaignRoutes } from './campaign-routes';
import { CatchAllRoute } from './catch-all-route';
import { publicRoutes } from './public-routes';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';
import type { PageHandle } from './route-helpers';
import { storefrontRoutes } from './storefront-routes';

/** Every route of both spec documents. Legacy addresses and unknown paths end in the catch-all. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    children: [
      { id: 'public', element: <PublicLayout />, children: publicRoutes },
      {
        id: 'signed-in',
        element: (
          <RequireAuth>
            <AppShell />
          </RequireAuth>
        ),
        children: [...storefrontRoutes, ...campaignRoutes],
      },
      { id: 'catch-all', path: '*', element: <CatchAllRoute /> },
    ],
  },
];

/** The chunks of the pages an address shows (its layout's and its page's). */
function chunksOf(pathname: string) {
  return (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.handle as PageHandle | undefined)?.chunk)
    .filter((chunk) => chunk !== undefined);
}

/** Loads the chunks of the pages an address shows; never rejects (a failed chunk shows the route's error page). */
export async function loadPagesOf(pathname: string): Promise<void> {
  await Promise.all(chunksOf(pathname).map((chunk) => chunk.preload()));
}

/**
 * Its children once the chunks of the pages the address shows are loaded, suspending until then, as the
 * data router loaded a route's `lazy` before showing it: the first page shows "Loading…" meanwhile, Back
 * and Forward keep the current page (a transition), and a page is never first rendered later, outside a
 * navigation (when the session gate opens), where it would hide the shell. A navigation of the app loads
 * them before it changes the address (page-history.ts).
 */
function PagesLoaded({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const chunks = useMemo(() => chunksOf(pathname), [pathname]);
  const pending = chunks.filter((chunk) => !chunk.page && !chunk.failure);
  // Suspends by throwing the wait, as React.lazy does.
  if (pending.length > 0) throw Promise.all(pending.map((chunk) => chunk.preload()));
  return children;
}

/**
 * The route table under the browser's router (declarative: the data router's loaders and actions are not
 * used, and its code weighed 16 KB gzip of the first script). An error outside any page's own boundary
 * shows the route error page instead of the whole app.
 */
export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<AppLoading />}>
        <PagesLoaded>{page}</PagesLoaded>
      </Suspense>
    </RouteErrorBoundary>
  );
}
