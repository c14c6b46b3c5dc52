import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { ChunkPage, lazyPage, type PageChunk } from './lazy-page';
import { RouteErrorBoundary } from './route-error-boundary';

/** What a page's route carries: its chunk, which the route table loads before showing the route. */
export interface PageHandle {
  chunk: PageChunk;
}

/** A route whose page loads from its own chunk; errors stay inside the route. */
export function pageRoute(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  const chunk = lazyPage(load);
  return {
    path,
    handle: { chunk } satisfies PageHandle,
    element: (
      <RouteErrorBoundary>
        <ChunkPage chunk={chunk} />
      </RouteErrorBoundary>
    ),
  };
}

/** Addresses that land on another page (a `{ path: target }` table), replacing the history entry. */
export function redirectRoutes(table: Readonly<Record<string, string>>): RouteObject[] {
  return Object.entries(table).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> }));
}
