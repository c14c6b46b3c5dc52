import { type ReactNode, Suspense, useMemo } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject, useLocation, useRoutes } from 'react-router';
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

/** An address's matches, and the route table cut down to their branch (the matched routes, nested). */
interface Branch {
  matches: RouteMatch[];
  routes: RouteObject[];
}

const branches = new Map<string, Branch>();

/**
 * The branch an address shows, matched once per address. Matching the whole table flattens and ranks its
 * 130-odd routes and compiles their patterns, about 10 ms on a phone, and `useRoutes` matches on every
 * render; given only the branch it matches one. The branch holds the same route objects, so it renders
 * as the whole table would.
 */
function branchOf(pathname: string): Branch {
  let branch = branches.get(pathname);
  if (!branch) {
    const matches = matchRoutes(routes, pathname) ?? [];
    let nested: RouteObject[] = [];
    // Only a leaf can be an index route, and a leaf keeps its object: the cast adds children to layouts.
    for (const { route } of [...matches].reverse())
      nested = [nested.length > 0 ? ({ ...route, children: nested } as RouteObject) : route];
    branch = { matches, routes: nested.length > 0 ? nested : routes };
    // An address per visited page: a long session keeps the last hundred.
    if (branches.size >= 100) branches.delete(branches.keys().next().value as string);
    branches.set(pathname, branch);
  }
  return branch;
}

/** The chunks of the pages an address shows (its layout's and its page's). */
function chunksOf(pathname: string) {
  return branchOf(pathname)
    .matches.map(({ route }) => (route.handle as PageHandle | undefined)?.chunk)
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
  const page = useRoutes(branchOf(useLocation().pathname).routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<AppLoading />}>
        <PagesLoaded>{page}</PagesLoaded>
      </Suspense>
    </RouteErrorBoundary>
  );
}
