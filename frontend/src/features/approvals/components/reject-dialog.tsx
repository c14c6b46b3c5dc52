import { approvalTexts } from '@msc/shared/messages';
import { RejectOrder } from '@msc/shared/model/order-approval';
import { useState } from 'react';
import { Button } from '#ui/button';
import { Dialog } from '#ui/dialog';
import { TextAreaField } from '#ui/text-area-field';

/**
 * Reject with a reason: the agent reads it on the order page and in the e-mail, so it is required (the
 * contract's schema checks it here and on the server alike).
 */
export function RejectDialog({
  orderNumber,
  busy,
  onReject,
  onClose,
}: {
  orderNumber: string;
  busy: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = () => {
    const parsed = RejectOrder.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onReject(parsed.data.reason);
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={approvalTexts.rejectTitle}
      description={orderNumber}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {approvalTexts.cancel}
          </Button>
          <Button variant="danger" loading={busy} onClick={submit}>
            {approvalTexts.confirmReject}
          </Button>
        </>
      }
    >
      <TextAreaField
        label={approvalTexts.reason}
        required
        value={reason}
        maxLength={500}
        error={error}
        onChange={(event) => {
          setReason(event.target.value);
          setError(undefined);
        }}
      />
    </Dialog>
  );
}
