import { notices } from '@msc/shared/messages';
import { useLocation } from 'react-router';
import { useDocumentTitle } from '#ui/page-title';

/**
 * /optoutacknowledge/:id (also /optoutacknowledged): the same words for everyone; the id names nobody. After
 * the form, the opt-out waits for the link mailed to the address, and the page says to open it.
 */
export default function OptOutAcknowledgePage() {
  useDocumentTitle('Email Opt-Out');
  const confirmationSent = (useLocation().state as { confirmationSent?: boolean } | null)?.confirmationSent;
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Email Opt-Out</h1>
      <p className="mt-2 text-slate-700" role="status">
        {confirmationSent ? notices.optOutConfirmationSent : notices.optOutAcknowledged}
      </p>
    </div>
  );
}
