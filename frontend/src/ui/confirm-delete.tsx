import type { ConfirmPrompt } from '@msc/shared/messages';
import { ConfirmDialog } from './confirm-dialog';
import { showApiErrorToast } from './toast';

export interface ConfirmDeleteProps<T, Id> {
  /** The record the user asked to delete; undefined keeps the dialog closed. */
  target: T | undefined;
  onClose: () => void;
  /** A delete prompt of `confirmPrompts`. */
  prompt: ConfirmPrompt;
  /** The delete mutation: it gets the record's id; a failure is shown as the API's toast. */
  remove: {
    isPending: boolean;
    mutate: (id: Id, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  };
  idOf: (target: T) => Id;
  /** After the record is gone (a success toast), before the dialog closes. */
  onDeleted?: () => void;
}

/**
 * The question before deleting a record of a list (an address, a contact, an image, a mail list, a saved
 * item): open while a record is chosen, closed once it is deleted; a failure leaves it open with a toast.
 */
export function ConfirmDelete<T, Id>({
  target,
  onClose,
  prompt,
  remove,
  idOf,
  onDeleted,
}: ConfirmDeleteProps<T, Id>) {
  return (
    <ConfirmDialog
      open={target !== undefined}
      onOpenChange={(open) => !open && onClose()}
      prompt={prompt}
      variant="danger"
      pending={remove.isPending}
      onConfirm={() =>
        target !== undefined &&
        remove.mutate(idOf(target), {
          onSuccess: () => {
            onDeleted?.();
            onClose();
          },
          onError: showApiErrorToast,
        })
      }
    />
  );
}
