import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from './skip-link';

/** How long a new page may take to show its heading (its chunk and data load first). */
const WAIT_FOR_HEADING_MS = 10_000;

/**
 * Every navigation to another page moves the keyboard focus to the new page's main heading, as a page
 * load would start reading there: without it the focus stays on a link of the old page, or falls to the
 * top of the document when the button pressed is gone. Focus the page itself takes meanwhile (a dialog,
 * a field) is left where it is.
 */
export function FocusOnNavigate() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  // The focus as the navigation renders, before the new page's own autofocus or effects move it.
  const shown = useRef({ pathname, focus: null as Element | null });
  if (shown.current.pathname !== pathname) shown.current = { pathname, focus: document.activeElement };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is what moves the focus
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const before = shown.current.focus;
    let focused: HTMLElement | null = null;
    // Until the page settles its heading may be replaced (a loading state, then the data): follow it.
    const settle = () => {
      const active = document.activeElement;
      const unset = !active || active === document.body || active === before || active === focused;
      if (!unset) return stop();
      const heading = document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`);
      if (!heading || (heading === focused && heading === active)) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      focused = heading;
    };
    const observer = new MutationObserver(settle);
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    settle();
    return stop;
  }, [pathname]);
  return null;
}
