import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router';
import { Providers } from '#app/providers';
import { createPageHistory } from '#app/routes/page-history';
import { AppRoutes, loadPagesOf } from '#app/routes/route-table';
import { prefetchShellQueries } from '#app/shell/shell-queries';
import { configureAuth, connectApiClient, restoreSession } from '#features/auth';
import { authStore } from '#lib/auth-store';
import { nextTask } from '#lib/next-task';
import { createQueryClient } from '#lib/query-client';
import { loadRuntimeConfig } from '#lib/runtime-config';
import './index.css';

const root = createRoot(document.getElementById('root')!);

async function start() {
  // While the config is fetched, in a task of its own: the address is matched against the route table
  // (flattening and ranking its 130-odd routes, kept for the first render) and its pages' scripts start
  // loading. The first render is then a shorter task, and the page comes a little sooner.
  void nextTask().then(() => loadPagesOf(window.location.pathname));
  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    // Loaded only when needed: a working portal never shows it, and the first paint stays light.
    const { ConfigErrorScreen } = await import('#app/config-error-screen');
    root.render(<ConfigErrorScreen error={error} />);
    return;
  }
  configureAuth(config.auth);
  await restoreSession();

  const queryClient = createQueryClient();
  // A 401 for a signed-in user clears the session; nothing of that user stays in the cache.
  connectApiClient(() => queryClient.clear());
  if (authStore.isSignedIn()) prefetchShellQueries(queryClient);
  root.render(
    <StrictMode>
      <Providers config={config} queryClient={queryClient}>
        <HistoryRouter history={createPageHistory()}>
          <AppRoutes />
        </HistoryRouter>
      </Providers>
    </StrictMode>,
  );
}

void start();
