import { shouldShowInitialAgencyModal } from '@msc/shared/rules/agency-eligibility';
import { lazy, Suspense, useState } from 'react';
import { roleHolderOf, useSession } from '#features/session';

// Loaded only for the few users who see it (to keep a page's first JS small): the dialog brings Radix and the
// agency search, which no page needs to paint.
const ChangeAgencyDialog = lazy(() =>
  import('./change-agency-dialog').then(({ ChangeAgencyDialog }) => ({ default: ChangeAgencyDialog })),
);

/**
 * The Change Agency modal on first load: Agent role only, no default agency (id 0), several agencies,
 * none chosen yet. Choosing there makes the agency the default; Exit dismisses it for this page load.
 */
export function InitialAgencyModal() {
  const { data: session } = useSession();
  const [dismissed, setDismissed] = useState(false);
  const open =
    !dismissed &&
    session !== undefined &&
    shouldShowInitialAgencyModal({
      user: roleHolderOf(session.user),
      defaultAgencyId: session.defaultAgencyId,
      agencyCount: session.agencyCount,
      hasChosenAgency: session.hasChosenAgency,
    });
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ChangeAgencyDialog
        open
        onOpenChange={(next) => {
          if (!next) setDismissed(true);
        }}
        currentAgencyId={session?.agency.agencyId}
        isInitial
      />
    </Suspense>
  );
}
