/**
 * The toaster's loading state, apart from the toasts' texts (`toast.ts`): `ToasterHost` is part of every
 * page's first script, the texts come with the pages that show them.
 */
import { useSyncExternalStore } from 'react';

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

export function loadSonner() {
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
