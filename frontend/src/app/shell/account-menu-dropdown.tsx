import { hasCapability } from '@msc/shared/rules/roles';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { roleHolderOf, useSession } from '#features/session';
import { links } from '#lib/paths';
import { ACCOUNT_MENU_TRIGGER_CLASS, AccountMenuTriggerContent } from './account-menu-trigger';
import { ACCOUNT_MENU_SECTIONS } from './account-sections';

const ITEM =
  'flex cursor-pointer items-center rounded px-3 py-2 text-sm text-slate-700 outline-none ' +
  'data-[highlighted]:bg-blue-50 data-[highlighted]:text-blue-800';

export interface AccountMenuDropdownProps {
  /** How the button was pressed before this code loaded: it opens now (from the keyboard: first item focused). */
  openOnMount?: 'pointer' | 'keyboard';
}

/** My Account: a keyboard-accessible menu of the account sections. */
export function AccountMenuDropdown({ openOnMount }: AccountMenuDropdownProps) {
  const [open, setOpen] = useState(openOnMount !== undefined);
  const focusFirstItem = useRef(openOnMount === 'keyboard');
  const { data: session } = useSession();
  const user = session?.user;
  const sections = ACCOUNT_MENU_SECTIONS.filter(
    ({ capability }) => !capability || (user && hasCapability(roleHolderOf(user), capability)),
  );

  return (
    <DropdownMenu.Root modal={false} open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger className={ACCOUNT_MENU_TRIGGER_CLASS}>
        <AccountMenuTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={(content) => {
            // Radix knows the keyboard opened it only from a key pressed after it mounted; it focuses
            // the content on mount, and the first item is focused right after.
            if (!content || !focusFirstItem.current) return;
            focusFirstItem.current = false;
            requestAnimationFrame(() => content.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
          }}
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
