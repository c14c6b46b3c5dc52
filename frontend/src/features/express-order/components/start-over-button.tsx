import { confirmPrompts } from '@msc/shared/messages';
import { pathTo } from '@msc/shared/routes/path-to';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '#lib/paths';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { showApiErrorToast } from '#ui/toast';
import { useResetExpressOrder } from '../api/express-order-queries';

const PROMPT = confirmPrompts.resetExpressOrder;

/**
 * Start Over of an Express Order's steps: after the confirm prompt the server resets every field to its
 * default (one mailing, weekly), and the order opens again at its sub codes.
 */
export function StartOverButton({ bulkOrderStateId }: { bulkOrderStateId: string }) {
  const [asking, setAsking] = useState(false);
  const reset = useResetExpressOrder();
  const navigate = useNavigate();
  const confirm = () =>
    reset.mutate(bulkOrderStateId, {
      onSuccess: () => {
        setAsking(false);
        navigate(pathTo(paths.expressOrderSubCodes, { bulkOrderStateId }));
      },
      onError: (error) => {
        setAsking(false);
        showApiErrorToast(error);
      },
    });
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        {PROMPT.confirmLabel}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        prompt={PROMPT}
        onConfirm={confirm}
        pending={reset.isPending}
      />
    </>
  );
}
