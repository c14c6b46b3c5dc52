import { shouldShowInitialAgencyModal } from '@msc/shared/rules/agency-eligibility';
import { useState } from 'react';
import { roleHolderOf, useSession } from '#features/session';
import { ChangeAgencyDialog } from './change-agency-dialog';

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
  return (
    <ChangeAgencyDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setDismissed(true);
      }}
      currentAgencyId={session?.agency.agencyId}
      isInitial
    />
  );
}
