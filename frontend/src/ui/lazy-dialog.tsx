import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders its dialog (a `lazy` component) from the dialog's first open on: a page's first paint never shows
 * its dialogs, so their modules, and Radix's dialog (about 15 KB gzip), load when one first opens. It stays
 * mounted after, so closing runs Radix's own close; while it loads, focus stays on the control that opened
 * it, where Radix finds it to return to.
 */
export function LazyDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
