import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from './lazy-page';
import { NotAvailablePage, type PageTitleSource } from './not-available-page';
import { RouteErrorPage } from './route-error-page';

/** A route whose page loads from its own chunk; errors stay inside the route. */
export function pageRoute(path: string, load: () => Promise<{ default: ComponentType }>): RouteObject {
  return { path, lazy: lazyPage(load), ErrorBoundary: RouteErrorPage };
}

/** A route whose page belongs to later work: title and the not-available notice. */
export function notAvailableRoute(path: string, title: PageTitleSource): RouteObject {
  return { path, element: <NotAvailablePage title={title} />, ErrorBoundary: RouteErrorPage };
}

/** Several "not available yet" routes from [path, title] pairs. */
export function notAvailableRoutes(
  entries: ReadonlyArray<readonly [string, PageTitleSource]>,
): RouteObject[] {
  return entries.map(([path, title]) => notAvailableRoute(path, title));
}

/** Addresses that land on another page (a `{ path: target }` table), replacing the history entry. */
export function redirectRoutes(table: Readonly<Record<string, string>>): RouteObject[] {
  return Object.entries(table).map(([path, to]) => ({ path, element: <Navigate to={to} replace /> }));
}
