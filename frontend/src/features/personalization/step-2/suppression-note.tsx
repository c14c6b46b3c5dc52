import { retentionRecipientTexts } from '@msc/shared/messages';
import { DEFAULT_RECIPIENT_PAGE_SIZE } from '@msc/shared/rules/constants';
import { formatCount } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { recipientPageQuery } from '../api/recipient-queries';

/** The first page of the self-selection table: the same query, so the table opens from the cache. */
export const FIRST_RECIPIENT_PAGE = { pageNumber: 1, pageSize: DEFAULT_RECIPIENT_PAGE_SIZE, search: '' };

/**
 * How many opted-out people the server left out of the step's list. Its line is held empty until that is
 * known, so the choices and buttons below do not move when it comes.
 */
export function SuppressionNote({ orderStateId }: { orderStateId: string }) {
  const first = useQuery(recipientPageQuery(orderStateId, FIRST_RECIPIENT_PAGE));
  if (!first.data) return <p className="mb-4 min-h-5 text-sm" aria-hidden="true" />;
  return (
    <p className="mb-4 min-h-5 text-sm text-slate-700" data-testid="suppressed-count">
      {retentionRecipientTexts.suppressed(formatCount(first.data.suppressedCount ?? 0))}
    </p>
  );
}
