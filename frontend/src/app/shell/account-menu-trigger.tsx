/** What the My Account button shows, the same before and after its menu's code has loaded. */
export const ACCOUNT_MENU_TRIGGER_CLASS =
  'inline-flex h-10 items-center gap-2 rounded-md px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100';

export function AccountMenuTriggerContent() {
  return (
    <>
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-none stroke-current stroke-[1.75]">
        <circle cx="12" cy="8" r="3.5" />
        <path d="M5 20c.6-3.6 3.4-5.5 7-5.5s6.4 1.9 7 5.5" strokeLinecap="round" />
      </svg>
      My Account
      <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 fill-current text-slate-500">
        <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
      </svg>
    </>
  );
}
