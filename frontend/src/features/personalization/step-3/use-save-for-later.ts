import { toasts } from '@msc/shared/messages';
import { canSaveForLater } from '@msc/shared/rules/agency-eligibility';
import { useNavigate } from 'react-router';
import { useSetOrderStateSaved } from '#campaign-kit';
import { useCurrentAgency } from '#features/session';
import { links } from '#lib/paths';
import { showToast } from '#ui/toast';

/**
 * Save For Later of the flow's steps (spec 2 §4): flags the order state, says so and goes home; offered only
 * with a default agency (id above 0).
 */
export function useSaveForLater(orderStateId: string) {
  const agency = useCurrentAgency();
  const navigate = useNavigate();
  const setSaved = useSetOrderStateSaved();
  return {
    offered: canSaveForLater(agency?.agencyId),
    isPending: setSaved.isPending,
    save: () =>
      setSaved.mutate(
        { id: orderStateId, isStateSaved: true },
        {
          onSuccess: () => {
            showToast(toasts.savedForLater, 'success');
            navigate(links.home());
          },
          onError: () => showToast(toasts.saveForLaterFailed, 'error'),
        },
      ),
  };
}
