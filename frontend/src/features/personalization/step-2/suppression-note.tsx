import { retentionRecipientTexts } from '@msc/shared/messages';
import { DEFAULT_RECIPIENT_PAGE_SIZE } from '@msc/shared/model/recipients';
import { useQuery } from '@tanstack/react-query';
import { recipientPageQuery } from '../api/recipient-queries';

/** The first page of the self-selection table: the same query, so the table opens from the cache. */
export const FIRST_RECIPIENT_PAGE = { pageNumber: 1, pageSize: DEFAULT_RECIPIENT_PAGE_SIZE, search: '' };

/** How many opted-out people the server left out of the step's list; nothing until it is known. */
export function SuppressionNote({ orderStateId }: { orderStateId: string }) {
  const first = useQuery(recipientPageQuery(orderStateId, FIRST_RECIPIENT_PAGE));
  if (!first.data) return null;
  return (
    <p className="mb-4 text-sm text-slate-700" data-testid="suppressed-count">
      {retentionRecipientTexts.suppressed((first.data.suppressedCount ?? 0).toLocaleString('en-US'))}
    </p>
  );
}
