import { now as clockNow } from '@msc/shared/clock';
import { dropChangeTexts } from '@msc/shared/messages';
import type { BusinessDate } from '@msc/shared/rules/business-date';
import { isMoveDateDisabled } from '@msc/shared/rules/drop-change';
import { formatDate } from '@msc/shared/rules/formatting';
import { useState } from 'react';
import { DropDatePicker } from '#campaign-kit';
import { Button } from '#ui/button';
import { Dialog, DialogClose } from '#ui/dialog';
import { showApiErrorToast, showToast } from '#ui/toast';
import { type DropRef, useMoveDrop } from '../api/order-queries';

/** Moves a drop: the drop window's picker, narrowed to dates still at least the lead time ahead. */
export function MoveDropDialog({
  drop,
  mailDate,
  onClose,
}: {
  drop: DropRef;
  mailDate: BusinessDate;
  onClose: () => void;
}) {
  const [picked, setPicked] = useState<BusinessDate | undefined>(undefined);
  const moveDrop = useMoveDrop();
  const now = clockNow();
  const confirm = () => {
    if (!picked) return;
    moveDrop.mutate(
      { ...drop, mailDate: picked },
      {
        onSuccess: () => {
          showToast(
            { title: dropChangeTexts.moved(drop.dropNumber, formatDate(picked)), message: '' },
            'success',
          );
          onClose();
        },
        onError: showApiErrorToast,
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !moveDrop.isPending && onClose()}
      title={dropChangeTexts.moveTitle(drop.dropNumber)}
      description={dropChangeTexts.moveHint}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={moveDrop.isPending}>
              {dropChangeTexts.keep}
            </Button>
          </DialogClose>
          <Button loading={moveDrop.isPending} disabled={!picked || picked === mailDate} onClick={confirm}>
            {dropChangeTexts.moveConfirm}
          </Button>
        </>
      }
    >
      <DropDatePicker
        label={dropChangeTexts.moveLabel}
        value={picked ?? mailDate}
        onChange={setPicked}
        now={now}
        isDisabled={(date) => isMoveDateDisabled(date, now)}
      />
    </Dialog>
  );
}
