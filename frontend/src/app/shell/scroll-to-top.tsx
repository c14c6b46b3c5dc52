import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Every navigation to another page scrolls to the top; Back and Forward keep the browser's position. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is what triggers the scroll
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo({ top: 0, left: 0 });
  }, [pathname, navigationType]);
  return null;
}
