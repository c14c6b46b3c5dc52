import { loadingLabels, signInTexts } from '@msc/shared/messages';
import type { ReactNode } from 'react';
import { Button } from '#ui/button';
import { LoadingState } from '#ui/loading-state';
import { useSession } from './use-session';

/**
 * Signed-in pages render once the session (user, agency) is known; a session that cannot load says
 * why instead of showing a half-empty page.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const session = useSession();
  if (session.isPending) return <LoadingState label={loadingLabels.session} />;
  if (session.isError) {
    return (
      <div role="alert" className="mx-auto max-w-xl rounded-lg border border-red-200 bg-white p-6 shadow-sm">
        <h1 className="text-lg font-semibold text-slate-900">{signInTexts.sessionNotLoaded}</h1>
        <p className="mt-2 text-sm text-slate-700">{session.error.message}</p>
        <Button className="mt-4" variant="secondary" onClick={() => session.refetch()}>
          {signInTexts.tryAgain}
        </Button>
      </div>
    );
  }
  return children;
}
