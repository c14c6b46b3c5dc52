import { lazy, Suspense } from 'react';
import { useIsImpersonating } from '#features/session';

// Loaded only while impersonating (to keep the first paint light): every other visit never downloads it.
const Banner = lazy(() =>
  import('./impersonation-banner').then(({ ImpersonationBanner }) => ({ default: ImpersonationBanner })),
);

/** The impersonation banner's place at the top of the shell: filled only while impersonating. */
export function ImpersonationBannerSlot() {
  return useIsImpersonating() ? (
    <Suspense fallback={null}>
      <Banner />
    </Suspense>
  ) : null;
}
