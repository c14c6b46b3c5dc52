import { hasCapability } from '@msc/shared/rules/roles';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from 'react-router';
import { roleHolderOf, useSession } from '#features/session';
import { links } from '#lib/paths';
import { ACCOUNT_MENU_SECTIONS } from './account-sections';

const ITEM =
  'flex cursor-pointer items-center rounded px-3 py-2 text-sm text-slate-700 outline-none ' +
  'data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-800';

/** My Account: a keyboard-accessible menu of the account sections. */
export function AccountMenu() {
  const { data: session } = useSession();
  const user = session?.user;
  const sections = ACCOUNT_MENU_SECTIONS.filter(
    ({ capability }) => !capability || (user && hasCapability(roleHolderOf(user), capability)),
  );

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100">
        <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-[1.75]">
          <circle cx="12" cy="8" r="3.5" />
          <path d="M5 20c.6-3.6 3.4-5.5 7-5.5s6.4 1.9 7 5.5" strokeLinecap="round" />
        </svg>
        My Account
        <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 fill-current text-slate-500">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-40 min-w-56 rounded-lg border border-slate-200 bg-white p-1.5 shadow-lg"
        >
          {user && (
            <DropdownMenu.Label className="px-3 pt-1.5 pb-2 text-xs text-slate-500">
              Signed in as
              <span className="block truncate text-sm font-semibold text-slate-900">
                {user.firstName} {user.lastName}
              </span>
            </DropdownMenu.Label>
          )}
          <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-slate-200" />
          {sections.map(({ section, label }) => (
            <DropdownMenu.Item key={section} asChild className={ITEM}>
              <Link to={links.account(section)}>{label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
