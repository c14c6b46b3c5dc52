import { confirmPrompts, impersonationTexts, notices } from '@msc/shared/messages';
import { useState } from 'react';
import { useSession } from '#features/session';
import { Button } from '#ui/button';
import { ConfirmDialog } from '#ui/confirm-dialog';
import { showApiErrorToast } from '#ui/toast';
import { useEndImpersonation } from './use-end-impersonation';

/** While impersonating: names the impersonated user and offers End Impersonation after a confirm prompt. */
export function ImpersonationBanner() {
  const { data: session } = useSession();
  const [confirming, setConfirming] = useState(false);
  const endImpersonation = useEndImpersonation();
  if (!session?.impersonator) return null;
  const { firstName, lastName, userName } = session.user;

  return (
    <section
      aria-label={impersonationTexts.banner}
      className="border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
        <p className="flex items-center gap-2 text-sm font-medium">
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0 fill-amber-700">
            <path d="M10 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm-7 15c0-3.3 3.1-5 7-5s7 1.7 7 5v1H3v-1Z" />
          </svg>
          {notices.impersonating(`${firstName} ${lastName} (${userName})`)}
        </p>
        <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
          {impersonationTexts.end}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        prompt={confirmPrompts.endImpersonation}
        pending={endImpersonation.isPending}
        variant="primary"
        onConfirm={() =>
          endImpersonation.mutate(undefined, {
            onSuccess: () => setConfirming(false),
            onError: showApiErrorToast,
          })
        }
      />
    </section>
  );
}
