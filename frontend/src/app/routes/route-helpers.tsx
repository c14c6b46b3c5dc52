import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { RouteErrorPage } from './route-error-page';

/** A route whose page loads from its own chunk; errors stay inside the route. */
export function pageRoute(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: lazyPage(load), ErrorBoundary: RouteErrorPage };
}

/** Addresses that land on another page (a `{ path: target }` table), replacing the history entry. */
export function redirectRoutes(table: Readonly<Record<string, string>>): RouteObject[] {
  return Object.entries(table).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> }));
}
