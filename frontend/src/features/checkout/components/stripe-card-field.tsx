import { toasts } from '@msc/shared/messages';
import { useEffect, useRef, useState } from 'react';
import { LoadingState } from '#ui/loading-state';
import { loadStripeJs, type StripeCardElement, type StripeJs } from '../stripe-card';

export interface StripeCardState {
  stripe: StripeJs;
  element: StripeCardElement;
  /** Stripe says number, expiry and CVC are all filled in and plausible. */
  complete: boolean;
}

/**
 * Stripe's card Element, mounted once Stripe.js has loaded. The number, expiry and CVC are typed into
 * Stripe's frame: this page never sees them. Stripe's own wording shows under it when the card is wrong.
 */
export function StripeCardField({
  publishableKey,
  onChange,
}: {
  publishableKey: string;
  onChange: (card: StripeCardState | undefined) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const report = useRef(onChange);
  report.current = onChange;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    let element: StripeCardElement | undefined;
    let cancelled = false;
    loadStripeJs(publishableKey).then(
      (stripe) => {
        if (cancelled || !container.current) return;
        if (!stripe) {
          setState('failed');
          return;
        }
        element = stripe.elements().create('card', { hidePostalCode: true });
        const mounted = element;
        mounted.on('change', (change) => {
          setError(change.error?.message);
          report.current({ stripe, element: mounted, complete: change.complete && !change.error });
        });
        mounted.mount(container.current);
        setState('ready');
        report.current({ stripe, element: mounted, complete: false });
      },
      () => {
        if (!cancelled) setState('failed');
      },
    );
    return () => {
      cancelled = true;
      element?.destroy();
      report.current(undefined);
    };
  }, [publishableKey]);

  return (
    <div className="space-y-1">
      <div
        ref={container}
        data-stripe-card=""
        className="min-h-10 rounded border border-slate-300 bg-white px-3 py-2.5 focus-within:ring-2 focus-within:ring-sky-600"
      />
      {state === 'loading' && <LoadingState className="py-2" />}
      {state === 'failed' && (
        <p role="alert" className="text-sm text-red-700">
          {toasts.cardAttachFailed().message}
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
