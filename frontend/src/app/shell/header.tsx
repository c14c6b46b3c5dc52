import { useQueryClient } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { signOutUser } from '#features/auth';
import { useCapability, useIsImpersonating } from '#features/session';
import { links } from '#lib/paths';
import { AccountMenu } from './account-menu';
import { Brand } from './brand';
import { CartLink } from './cart-link';
import { HeaderSearch } from './header-search';

const UTILITY_LINK =
  'rounded px-2 py-1 text-slate-200 hover:bg-white/10 hover:text-white aria-[current=page]:font-semibold aria-[current=page]:text-white';

/** Staff links and Sign Out, above the main header. */
function UtilityBar() {
  const queryClient = useQueryClient();
  const isAdmin = useCapability('adminAccess');
  const canImpersonate = useCapability('impersonate');
  const isImpersonating = useIsImpersonating();

  const signOut = async () => {
    await signOutUser();
    queryClient.clear();
  };

  const showStaffLinks = isAdmin || canImpersonate;
  if (!showStaffLinks && isImpersonating) return null;
  return (
    <div className="bg-slate-900 text-sm">
      <div className="mx-auto flex h-9 max-w-7xl items-center justify-end gap-1 px-4 sm:px-6">
        {showStaffLinks && (
          <nav aria-label="Administration" className="flex items-center gap-1">
            {isAdmin && (
              <NavLink to={links.adminCenter()} className={UTILITY_LINK}>
                Admin Center
              </NavLink>
            )}
            {canImpersonate && !isImpersonating && (
              <NavLink to={links.impersonate()} className={UTILITY_LINK}>
                Impersonate User
              </NavLink>
            )}
          </nav>
        )}
        {!isImpersonating && (
          <button type="button" onClick={signOut} className={UTILITY_LINK}>
            Sign Out
          </button>
        )}
      </div>
    </div>
  );
}

/** The signed-in header: brand, search, My Account, Cart; staff links and Sign Out above. */
export function Header() {
  return (
    <header>
      <UtilityBar />
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <Brand />
          <div className="order-last w-full lg:order-none lg:w-auto lg:max-w-xl lg:flex-1">
            <HeaderSearch />
          </div>
          <div className="ml-auto flex items-center gap-1">
            <AccountMenu />
            <CartLink />
          </div>
        </div>
      </div>
    </header>
  );
}
