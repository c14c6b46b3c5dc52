import { lazy, Suspense, useState } from 'react';
import { ACCOUNT_MENU_TRIGGER_CLASS, AccountMenuTriggerContent } from './account-menu-trigger';

const loadDropdown = () => import('./account-menu-dropdown');
const AccountMenuDropdown = lazy(() =>
  loadDropdown().then(({ AccountMenuDropdown }) => ({ default: AccountMenuDropdown })),
);

/**
 * My Account. The menu (Radix, floating-ui) is not needed to paint a page (to keep a page's first JS small): its
 * code starts loading when the pointer or the focus reaches the button, and the first press opens it
 * once loaded, with the first item focused when the press came from the keyboard. Until that press
 * nothing is swapped, so a click in progress never lands on a replaced button.
 */
export function AccountMenu() {
  const [pressed, setPressed] = useState<'pointer' | 'keyboard' | undefined>();
  const prefetch = () => void loadDropdown();

  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={ACCOUNT_MENU_TRIGGER_CLASS}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') setPressed('keyboard');
      }}
      // A click from Enter or Space has no pointer position.
      onClick={(event) => setPressed(event.detail === 0 ? 'keyboard' : 'pointer')}
    >
      <AccountMenuTriggerContent />
    </button>
  );
  if (!pressed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <AccountMenuDropdown openOnMount={pressed} />
    </Suspense>
  );
}
