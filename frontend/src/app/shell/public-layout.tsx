import { now } from '@msc/shared/clock';
import { Outlet } from 'react-router';
import { APP_NAME } from '#ui/page-title';
import { Brand } from './brand';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Pages open to everyone (sign-in, impersonation ended, opt-out, terms): brand bar, page, footer line. */
export function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4 sm:px-6">
          <Brand />
        </div>
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="w-full flex-1 focus:outline-none">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
          <Outlet />
        </div>
      </main>
      <footer className="border-t border-slate-200 bg-white">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs text-slate-500 sm:px-6">
          © {now().getFullYear()} {APP_NAME}
        </p>
      </footer>
    </div>
  );
}
