import type { Session } from '@msc/shared/api/session';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { sessionKeys } from '#features/session';

/** A query client that never retries and already holds the given session. */
export function makeQueryClient(session?: Session): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Number.POSITIVE_INFINITY },
      mutations: { retry: false },
    },
  });
  if (session) queryClient.setQueryData(sessionKeys.all, session);
  return queryClient;
}

/** Shows the current address, so a test can read where a navigation went. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

interface RenderOptions {
  session?: Session;
  queryClient?: QueryClient;
  /** The address to start at (default '/'). */
  url?: string;
  /** The route pattern rendering `ui`; by default every address renders it. */
  routePath?: string;
  /** More routes beside the one rendering `ui`. */
  routes?: RouteObject[];
}

/** Renders `ui` inside a memory router and a query client, as the app does. */
export function renderWithProviders(ui: ReactNode, options: RenderOptions = {}) {
  const queryClient = options.queryClient ?? makeQueryClient(options.session);
  const router = createMemoryRouter(
    [
      {
        path: options.routePath ?? '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
      ...(options.routes ?? []),
    ],
    { initialEntries: [options.url ?? '/'] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
