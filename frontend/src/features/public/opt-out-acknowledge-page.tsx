import { notices } from '@msc/shared/messages';
import { useDocumentTitle } from '#ui/page-title';

/** /optoutacknowledge/:id (also /optoutacknowledged): the same words for everyone; the id names nobody. */
export default function OptOutAcknowledgePage() {
  useDocumentTitle('Email Opt-Out');
  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Email Opt-Out</h1>
      <p className="mt-2 text-slate-700" role="status">
        {notices.optOutAcknowledged}
      </p>
    </div>
  );
}
