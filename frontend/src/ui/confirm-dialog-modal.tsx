import type { ConfirmPrompt } from '@msc/shared/messages';
import { Button } from './button';
import { Dialog, DialogClose } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A prompt of `confirmPrompts` (message and button labels). */
  prompt: ConfirmPrompt;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button spins and the dialog stays open. */
  pending?: boolean;
  /** Dialog title; defaults to the confirm label. */
  title?: string;
  /** The confirm button's look; destructive prompts use danger. */
  variant?: 'primary' | 'danger';
}

/** The Radix dialog of `ConfirmDialog`, loaded when a prompt first opens. */
export default function ConfirmDialogModal({
  open,
  onOpenChange,
  prompt,
  onConfirm,
  pending = false,
  title = prompt.confirmLabel,
  variant = 'danger',
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      title={title}
      description={prompt.message}
      size="sm"
      hideCloseButton
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              {prompt.cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={variant} loading={pending} onClick={onConfirm}>
            {prompt.confirmLabel}
          </Button>
        </>
      }
    />
  );
}
