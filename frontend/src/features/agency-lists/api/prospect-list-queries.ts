import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** Under the orders' key: whatever refreshes the user's orders refreshes their prospect lists too. */
export const prospectListsQuery = () =>
  queryOptions({
    queryKey: ['orders', 'prospect-lists'] as const,
    queryFn: ({ signal }) => call(api.orders.prospectLists, { signal }),
  });
