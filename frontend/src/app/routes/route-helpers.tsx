import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
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
