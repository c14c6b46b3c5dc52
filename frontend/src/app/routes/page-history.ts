import { type HistoryRouterProps, type To, UNSAFE_createBrowserHistory } from 'react-router';
import { loadPagesOf } from './route-table';

type History = HistoryRouterProps['history'];

/**
 * The browser's history for the router, where a navigation (a link, `navigate()`, a redirect) changes the
 * address once the next page's chunks are loaded, as under the data router: until then the address and
 * the page shown stay the current ones (a journey, or a user, reading the address sees the page it names).
 * Only the latest navigation lands; Back and Forward (the browser's own) cancel one still loading.
 */
export function createPageHistory(): History {
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });
  let latest = 0;
  const pathnameOf = (to: To) =>
    (typeof to === 'string' ? new URL(to, window.location.href).pathname : to.pathname) ??
    history.location.pathname;
  const whenLoaded =
    (change: (to: To, state?: unknown) => void) =>
    (to: To, state?: unknown): void => {
      latest += 1;
      const navigation = latest;
      void loadPagesOf(pathnameOf(to)).then(() => {
        if (navigation === latest) change(to, state);
      });
    };
  return {
    get action() {
      return history.action;
    },
    get location() {
      return history.location;
    },
    createHref: (to) => history.createHref(to),
    createURL: (to) => history.createURL(to),
    encodeLocation: (to) => history.encodeLocation(to),
    go: (delta) => history.go(delta),
    listen: (listener) =>
      history.listen((update) => {
        if (update.action === 'POP') latest += 1;
        listener(update);
      }),
    push: whenLoaded((to, state) => history.push(to, state)),
    replace: whenLoaded((to, state) => history.replace(to, state)),
  };
}
