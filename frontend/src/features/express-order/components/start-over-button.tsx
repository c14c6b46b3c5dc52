import { confirmPrompts } from '@msc/shared/messages';
import { pathTo } from '@msc/shared/routes/path-to';
import { useNavigate } from 'react-router';
import { paths } from '#lib/paths';
import { ConfirmButton } from '#ui/confirm-button';
import { useResetExpressOrder } from '../api/express-order-queries';

/**
 * Start Over of an Express Order's steps: after the confirm prompt the server resets every field to its
 * default (one mailing, weekly), and the order opens again at its sub codes.
 */
export function StartOverButton({ bulkOrderStateId }: { bulkOrderStateId: string }) {
  const reset = useResetExpressOrder();
  const navigate = useNavigate();
  return (
    <ConfirmButton
      prompt={confirmPrompts.resetExpressOrder}
      action={reset}
      variables={bulkOrderStateId}
      onDone={() => navigate(pathTo(paths.expressOrderSubCodes, { bulkOrderStateId }))}
      size="sm"
    />
  );
}
