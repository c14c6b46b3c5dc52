import { lazy } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-modal';
import { LazyDialog } from './lazy-dialog';

const ConfirmDialogModal = lazy(() => import('./confirm-dialog-modal'));

/** Asks before an action (delete, end impersonation, …) with the spec's prompt texts. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <LazyDialog open={props.open}>
      <ConfirmDialogModal {...props} />
    </LazyDialog>
  );
}
