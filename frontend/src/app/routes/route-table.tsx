import type { RouteObject } from 'react-router';
import { RequireAuth } from '#features/auth';
import { AppShell } from '../shell/app-shell';
import { PublicLayout } from '../shell/public-layout';
import { AppLoading } from './app-loading';
import { campaignRoutes } from './campaign-routes';
import { CatchAllRoute } from './catch-all-route';
import { publicRoutes } from './public-routes';
import { RootLayout } from './root-layout';
import { RouteErrorPage } from './route-error-page';
import { storefrontRoutes } from './storefront-routes';

/** Every route of both spec documents. Legacy addresses and unknown paths end in the catch-all. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    ErrorBoundary: RouteErrorPage,
    // Shown while the first page's chunk loads.
    HydrateFallback: AppLoading,
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
