import { signInTexts } from '@msc/shared/messages';
import type { DemoAccount } from '#lib/runtime-config';

interface DemoAccountListProps {
  accounts: readonly DemoAccount[];
  onChoose: (account: DemoAccount) => void;
}

/** The local demo accounts; choosing one fills the sign-in form. */
export function DemoAccountList({ accounts, onChoose }: DemoAccountListProps) {
  return (
    <section aria-labelledby="demo-accounts-heading">
      <h2 id="demo-accounts-heading" className="text-sm font-semibold text-slate-900">
        {signInTexts.demoAccounts}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{signInTexts.demoAccountsHint}</p>
      <ul className="mt-3 divide-y divide-slate-200 overflow-hidden rounded-md border border-slate-200">
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onChoose(account)}
              className="block w-full px-4 py-2.5 text-left hover:bg-blue-50 focus-visible:-outline-offset-2"
            >
              <span className="block text-sm font-medium text-blue-800">{account.email}</span>
              <span className="block text-xs text-slate-600">{account.description}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
