import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { InitialAgencyModal } from '#features/agency';
import { ImpersonationBanner } from '#features/impersonation';
import { SessionGate } from '#features/session';
import { Footer } from './footer';
import { Header } from './header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TabBar } from './tab-bar';

/**
 * The signed-in layout: banner, header, tabs, the page, footer, and the first-load agency modal. The page
 * area is at least a screen high, so the footer starts below the fold and does not jump down as panels
 * load (layout shift).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <ImpersonationBanner />
      <Header />
      <TabBar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="min-h-screen w-full flex-1 focus:outline-none">
        <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
          <SessionGate>{children ?? <Outlet />}</SessionGate>
        </div>
      </main>
      <Footer />
      <InitialAgencyModal />
    </div>
  );
}
