import { Outlet } from 'react-router';
import { FocusOnNavigate } from '../shell/focus-on-navigate';
import { ScrollToTop } from '../shell/scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <FocusOnNavigate />
      <Outlet />
    </>
  );
}
