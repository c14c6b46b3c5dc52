import { changeAgencyTexts } from '@msc/shared/messages';
import { NO_AGENCY_ID } from '@msc/shared/model/agency';
import { canReturnToMyProfile } from '@msc/shared/rules/agency-eligibility';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '#features/session';
import { Button } from '#ui/button';
import { showApiErrorToast } from '#ui/toast';
import { useReturnToProfile } from './api/agency-queries';

// Loaded with the first press of Change Agency (to keep a page's first JS small): the dialog brings Radix.
const ChangeAgencyDialog = lazy(() =>
  import('./change-agency-dialog').then(({ ChangeAgencyDialog }) => ({ default: ChangeAgencyDialog })),
);

/**
 * The Change Agency panel (spec 1 §2): a welcome, the agency in effect with its stat code (2-2-rest,
 * 'OM - ' for an owner master), Change Agency, and Return To My Profile when another agency than the
 * default or initial one is in effect.
 */
export function ChangeAgencyPanel() {
  const { data: session } = useSession();
  const [dialogOpen, setDialogOpen] = useState(false);
  const returnToProfile = useReturnToProfile();

  if (!session) return <PanelPlaceholder />;
  const { user, agency, defaultAgencyId } = session;
  const hasAgency = agency.agencyId > NO_AGENCY_ID;
  const showReturn = canReturnToMyProfile({
    currentAgencyId: agency.agencyId,
    defaultAgencyId,
    // The initial modal makes its choice the default agency, so the initial agency is the default one.
    initialAgencyId: defaultAgencyId,
  });

  return (
    <section aria-labelledby="change-agency-welcome" className={PANEL}>
      <div className="min-w-0">
        <h2 id="change-agency-welcome" className="text-lg font-semibold text-slate-900">
          {changeAgencyTexts.welcome(user.firstName)}
        </h2>
        <dl className="mt-2 text-sm">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {changeAgencyTexts.currentAgency}
          </dt>
          <dd className="mt-0.5 text-slate-700">
            {hasAgency ? (
              <>
                <span className="font-medium text-slate-900">{agency.agencyName}</span>
                <span aria-hidden="true" className="mx-2 text-slate-300">
                  |
                </span>
                <span className="tabular-nums">{formatStatCode(agency.statId, agency.isOwnerMaster)}</span>
              </>
            ) : (
              changeAgencyTexts.noAgency
            )}
          </dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-3">
        {showReturn && (
          <Button
            variant="secondary"
            loading={returnToProfile.isPending}
            onClick={() => returnToProfile.mutate(undefined, { onError: showApiErrorToast })}
          >
            {changeAgencyTexts.returnToMyProfile}
          </Button>
        )}
        <Button onClick={() => setDialogOpen(true)}>{changeAgencyTexts.title}</Button>
      </div>
      {dialogOpen && (
        <Suspense fallback={null}>
          <ChangeAgencyDialog open onOpenChange={setDialogOpen} currentAgencyId={agency.agencyId} />
        </Suspense>
      )}
    </section>
  );
}

const PANEL =
  'flex flex-wrap items-center justify-between gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm';

/** The panel's own shape while the session loads: same lines, same button, so nothing moves when it comes. */
function PanelPlaceholder() {
  return (
    <div aria-hidden="true" className={PANEL}>
      <div className="min-w-0">
        <div className="my-1 h-5 w-40 animate-pulse rounded bg-slate-200" />
        <div className="mt-3 h-3 w-24 animate-pulse rounded bg-slate-100" />
        <div className="mt-1.5 h-4 w-56 max-w-full animate-pulse rounded bg-slate-100" />
      </div>
      <Button disabled tabIndex={-1}>
        {changeAgencyTexts.title}
      </Button>
    </div>
  );
}
