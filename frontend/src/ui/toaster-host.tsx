import { type ComponentProps, type CSSProperties, lazy, Suspense, useEffect } from 'react';
import { toasterState } from './toaster-state';

const Toaster = lazy(() => import('sonner').then(({ Toaster }) => ({ default: Toaster })));

function Mounted() {
  // Runs after the Toaster beside it has subscribed to sonner's toasts.
  useEffect(() => toasterState.mounted(), []);
  return null;
}

/**
 * Sonner's rich colours put its success text (hsl 140 100% 27%) on its pale green at 4.3:1, under WCAG AA's
 * 4.5:1. These darker shades pass for all four kinds; set inline, they outrank the theme's rule sonner injects.
 */
const READABLE_RICH_COLORS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#991b1b',
} as CSSProperties;

/** Sonner's Toaster, mounted with the first toast (see `showToast`). */
export function ToasterHost({ style, ...props }: ComponentProps<typeof Toaster>) {
  const wanted = toasterState.useWanted();
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster style={{ ...READABLE_RICH_COLORS, ...style }} {...props} />
      <Mounted />
    </Suspense>
  );
}
