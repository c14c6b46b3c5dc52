import type { ConfirmPrompt } from '@msc/shared/messages';
import { useState } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { showApiErrorToast } from './toast';

export interface ConfirmButtonProps<Variables, Result> {
  /** A prompt of `confirmPrompts`: its confirm label names the button too. */
  prompt: ConfirmPrompt;
  /** The mutation the prompt confirms: while it runs the dialog stays open with its button spinning. */
  action: {
    isPending: boolean;
    mutate: (
      variables: Variables,
      options: { onSuccess: (result: Result) => void; onError: (error: Error) => void },
    ) => void;
  };
  variables: Variables;
  /** After the action succeeded and the dialog closed (navigate, a toast). */
  onDone?: (result: Result) => void;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/**
 * A button that asks before its action (Start Over, Remove): the prompt opens on the click, the confirm runs
 * the mutation, success closes the prompt, a failure leaves it open with the API's toast.
 */
export function ConfirmButton<Variables, Result>({
  prompt,
  action,
  variables,
  onDone,
  variant = 'secondary',
  size,
}: ConfirmButtonProps<Variables, Result>) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button variant={variant} size={size} onClick={() => setAsking(true)}>
        {prompt.confirmLabel}
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        prompt={prompt}
        pending={action.isPending}
        onConfirm={() =>
          action.mutate(variables, {
            onSuccess: (result) => {
              setAsking(false);
              onDone?.(result);
            },
            onError: showApiErrorToast,
          })
        }
      />
    </>
  );
}
