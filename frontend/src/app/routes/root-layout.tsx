import { Outlet } from 'react-router';
import { ScrollToTop } from '../shell/scroll-to-top';

export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
    </>
  );
}
