import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The spec's empty text (see `emptyStates`). */
  message: string;
  /** More text under the message. */
  detail?: ReactNode;
  /** A button or link, such as Continue Shopping. */
  action?: ReactNode;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({ message, detail, action }: EmptyStateProps) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <p className="font-medium text-slate-800">{message}</p>
      {detail && <div className="mt-2 text-sm text-slate-600">{detail}</div>}
      {action && <div className="mt-5 flex justify-center">{action}</div>}
    </div>
  );
}
