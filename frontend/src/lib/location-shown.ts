import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * When a navigation has landed. The browser router renders the next page in a transition, once its script
 * has loaded, and `navigate()` returns before that: code that must act after the old page is gone (reset
 * the query cache for another user) waits for `nextLocationShown()`, which the root layout resolves.
 */
const waiting = new Set<() => void>();
let watchers = 0;

/** The root layout's part: each location it shows resolves the waiting navigations. */
export function useSignalLocationShown(): void {
  const location = useLocation();
  useEffect(() => {
    watchers += 1;
    return () => {
      watchers -= 1;
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new location is the signal
  useEffect(() => {
    for (const resolve of waiting) resolve();
    waiting.clear();
  }, [location]);
}

/**
 * Resolves once the router shows the next location: ask before calling `navigate()`. At once where no root
 * layout watches (a page rendered alone in a test).
 */
export function nextLocationShown(): Promise<void> {
  if (watchers === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}
