import { type Toast, toasts } from '@msc/shared/messages';
import { loadSonner } from './toaster-state';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

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
