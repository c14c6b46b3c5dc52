import type { Product } from '@msc/shared/model/product';
import { pathTo } from '@msc/shared/routes/path-to';
import { useNavigate } from 'react-router';
import { paths } from '#lib/paths';
import { showApiErrorToast } from '#ui/toast';
import { useCreateBulkOrderState } from './express-start-queries';

/**
 * Yes to express ordering (the express confirmation and the cross-sell question): the server creates the
 * bulk order state, or refuses with the spec's cart rule text (shown as the error toast); then the sub codes.
 */
export function useStartExpressOrder() {
  const navigate = useNavigate();
  const create = useCreateBulkOrderState();
  const start = (product: Pick<Product, 'id'>, carried: Readonly<Record<string, string | undefined>>) =>
    create.mutate(
      { productId: product.id, oppId: carried.oppId || undefined },
      {
        onSuccess: (state) =>
          navigate(pathTo(paths.expressOrderSubCodes, { bulkOrderStateId: state.id }), { replace: true }),
        onError: showApiErrorToast,
      },
    );
  return { start, isPending: create.isPending };
}
