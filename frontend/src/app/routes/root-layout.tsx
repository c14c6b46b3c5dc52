import { Outlet } from 'react-router';
import { useSignalLocationShown } from '#lib/location-shown';
import { FocusOnNavigate } from '../shell/focus-on-navigate';
import { ScrollToTop } from '../shell/scroll-to-top';

export function RootLayout() {
  useSignalLocationShown();
  return (
    <>
      <ScrollToTop />
      <FocusOnNavigate />
      <Outlet />
    </>
  );
}
