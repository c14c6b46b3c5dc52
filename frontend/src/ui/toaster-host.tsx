import { type ComponentProps, lazy, Suspense, useEffect } from 'react';
import { toasterState } from './toast';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

function Mounted() {
  // Runs after the Toaster beside it has subscribed to sonner's toasts.
  useEffect(() => toasterState.mounted(), []);
  return null;
}

/** Sonner's Toaster, mounted with the first toast (see `showToast`). */
export function ToasterHost(props: ComponentProps<typeof Toaster>) {
  const wanted = toasterState.useWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster {...props} />
      <Mounted />
    </Suspense>
  );
}
