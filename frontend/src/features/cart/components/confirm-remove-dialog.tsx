import { confirmPrompts } from '@msc/shared/messages';
import * as Dialog from '@radix-ui/react-dialog';

interface ConfirmRemoveDialogProps {
  itemName: string;
  open: boolean;
  pending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

export function ConfirmRemoveDialog({
  itemName,
  open,
  pending,
  onOpenChange,
  onConfirm,
}: ConfirmRemoveDialogProps) {
  const prompt = confirmPrompts.deleteCartItem;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-semibold text-slate-900">Remove item</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {prompt.message} <span className="font-medium">{itemName}</span>
          </Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className="rounded-md border border-slate-300 px-4 py-2 text-sm font-medium hover:bg-slate-50">
              {prompt.cancelLabel}
            </Dialog.Close>
            <button
              type="button"
              onClick={onConfirm}
              disabled={pending}
              className="rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
            >
              {prompt.confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
