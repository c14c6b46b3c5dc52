import type { QueryClient } from '@tanstack/react-query';
import { sessionQuery } from '#features/session';
import { siteConfigQuery } from '#features/site/shell';

/**
 * Asks for what the signed-in shell shows first (the session; the footer's site links), at start-up,
 * while the page's scripts load: the shell shows the page once the session is known, and asked for at
 * its first render the session was a round trip after the scripts on every first visit.
 */
export function prefetchShellQueries(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(sessionQuery());
  void queryClient.prefetchQuery(siteConfigQuery());
}
