import { type Toast, toasts } from '@msc/shared/messages';
import { useSyncExternalStore } from 'react';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/**
 * Sonner is loaded with the first toast, not to paint a page (to keep a page's first JS small): `ToasterHost`
 * mounts its Toaster once a toast is asked for, and the toast is shown when that Toaster listens.
 */
let toasterWanted = false;
const hostListeners = new Set<() => void>();
let markToasterMounted: () => void = () => {};
const toasterMounted = new Promise<void>((resolve) => {
  markToasterMounted = resolve;
});
let sonner: Promise<typeof import('sonner')> | undefined;

function loadSonner() {
  if (!sonner) {
    sonner = import('sonner');
    toasterWanted = true;
    for (const listener of hostListeners) listener();
  }
  return sonner.then(async (module) => {
    await toasterMounted;
    return module.toast;
  });
}

/** For `ToasterHost`: whether to mount the Toaster yet, and the signal that it has mounted. */
export const toasterState = {
  useWanted: () =>
    useSyncExternalStore(
      (listener) => {
        hostListeners.add(listener);
        return () => hostListeners.delete(listener);
      },
      () => toasterWanted,
    ),
  mounted: () => markToasterMounted(),
};

/** Shows one of the spec's toasts (`toasts.*` of messages.ts): its title, with the message under it. */
export function showToast(
  { title, message }: Toast,
  kind: ToastKind = 'info',
  /** `id` replaces a toast already showing under the same id instead of stacking a second one. */
  options: { id?: string; duration?: number } = {},
): void {
  void loadSonner().then((toast) => toast[kind](title, { description: message || undefined, ...options }));
}

/** The shared API error handler: the server's message, else the generic text, titled Error. */
export function showApiErrorToast(error: unknown): void {
  const message = error instanceof Error ? error.message : undefined;
  showToast(toasts.apiError(message), 'error');
}
