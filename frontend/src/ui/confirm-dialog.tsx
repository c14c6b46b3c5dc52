import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './confirm-dialog-modal';

// The dialog brings Radix (about 15 KB gzip) to some 30 routes whose first paint never shows it: it loads
// when a prompt first opens. Until then focus stays on the button that asked, where Radix finds it to return to.
const ConfirmDialogModal = lazy(() => import('./confirm-dialog-modal'));

/** Asks before an action (delete, end impersonation, …) with the spec's prompt texts. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Mounted from the first open on, so that closing runs Radix's own close (focus back to the trigger).
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  );
}
