import { LoadingState } from '#ui/loading-state';

/** The whole window while the first page loads. */
export function AppLoading() {
  return <LoadingState label="Loading…" className="min-h-screen" />;
}
