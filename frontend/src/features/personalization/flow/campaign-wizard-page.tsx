import { campaignWizardPath, campaignWizardStepOf } from '@msc/shared/rules/campaign-wizard';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { orderStateQuery } from '#campaign-kit';
import { LoadingState } from '#ui/loading-state';

/**
 * The campaign wizards' addresses (spec 2 §2): /cross-sell/step-1..4, /cross-sell/select-multiple-drops,
 * /prospecting/step-1, /prospecting/step-2/select-mail-list, /prospecting/step-3 and -4 open the same step
 * of the personalization flow for the order state `?id=` (a foreign id is the flow's 404), or start the
 * campaign's do-it-yourself order when no order state is named.
 */
export default function CampaignWizardPage() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const { wizard, step } = campaignWizardStepOf(pathname) ?? { wizard: 'cross-sell', step: 'step-1' };
  const orderState = useQuery({ ...orderStateQuery(id), enabled: id !== '' });
  if (id === '') return <Navigate replace to={campaignWizardPath(wizard, step)} />;
  if (orderState.isPending) return <LoadingState />;
  if (orderState.error) throw orderState.error;
  return <Navigate replace to={campaignWizardPath(wizard, step, orderState.data)} />;
}
