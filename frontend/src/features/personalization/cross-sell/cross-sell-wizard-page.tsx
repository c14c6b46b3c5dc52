import { crossSellWizardPath, crossSellWizardStepOf } from '@msc/shared/rules/cross-sell-wizard';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingState } from '#ui/loading-state';
import { orderStateQuery } from '../api/order-state-queries';

/**
 * /cross-sell/step-1..4 and /cross-sell/select-multiple-drops (spec 2 §2): the cross-sell wizard's
 * addresses open the same step of the personalization flow for the order state `?id=` (a foreign id is
 * the flow's 404), or start a do-it-yourself cross-sell letter when no order state is named.
 */
export default function CrossSellWizardPage() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const id = query.get('id') ?? '';
  const step = crossSellWizardStepOf(pathname) ?? 'step-1';
  const orderState = useQuery({ ...orderStateQuery(id), enabled: id !== '' });
  if (id === '') return <Navigate replace to={crossSellWizardPath(step)} />;
  if (orderState.isPending) return <LoadingState />;
  if (orderState.error) throw orderState.error;
  return <Navigate replace to={crossSellWizardPath(step, orderState.data)} />;
}
