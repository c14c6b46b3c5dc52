import { api } from '@msc/shared/api';
import type { QueryInputOf, ResponseOf } from '@msc/shared/api/endpoint';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '#features/cart';
import { call } from '#lib/api-client';
import { calendarKeys, orderListKeys } from '#lib/query-keys';

type HistoryQuery = NonNullable<QueryInputOf<typeof api.orders.history>>;
type RowsQuery = NonNullable<QueryInputOf<typeof api.orders.detailRows>>;
type ProspectsQuery = NonNullable<QueryInputOf<typeof api.orders.prospects>>;

export const orderKeys = {
  all: orderListKeys.all,
  histories: ['orders', 'history'] as const,
  history: (query: HistoryQuery) => ['orders', 'history', query] as const,
  order: (id: string) => ['orders', 'order', id] as readonly string[],
  byNumber: (orderNumber: string) => ['orders', 'by-number', orderNumber] as readonly string[],
  rowLists: ['orders', 'rows'] as const,
  rows: (query: RowsQuery) => ['orders', 'rows', query] as const,
  prospects: (id: string, itemId: string, query: ProspectsQuery) =>
    ['orders', 'prospects', id, itemId, query] as const,
};

export const orderHistoryQuery = (query: HistoryQuery) =>
  queryOptions({
    queryKey: orderKeys.history(query),
    queryFn: ({ signal }) => call(api.orders.history, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** An order by id, or by number for legacy links (/account/order/:id?orderNumber=). */
export const orderLookupQuery = (id: string, legacyNumber: string | null) =>
  queryOptions({
    queryKey: legacyNumber ? orderKeys.byNumber(legacyNumber) : orderKeys.order(id),
    queryFn: ({ signal }) =>
      legacyNumber
        ? call(api.orders.byNumber, { params: { orderNumber: legacyNumber }, signal })
        : call(api.orders.get, { params: { id }, signal }),
  });

export const orderRowsQuery = (query: RowsQuery) =>
  queryOptions({
    queryKey: orderKeys.rows(query),
    queryFn: ({ signal }) => call(api.orders.detailRows, { query, signal }),
    placeholderData: keepPreviousData,
  });

/** Reorder fills the cart on the server: the header's count reads the refreshed cart. */
export const useReorder = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.orders.reorder, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.cart }),
  });
};

export const exportOrderHistory = (
  query: Omit<HistoryQuery, 'pageNumber' | 'pageSize'>,
  format: 'xlsx' | 'csv',
) => call(api.orders.exportHistory, { query: { ...query, format } });

export const exportOrderRows = (query: Omit<RowsQuery, 'pageNumber' | 'pageSize'>, format: 'xlsx' | 'csv') =>
  call(api.orders.exportDetailRows, { query: { ...query, format } });

export const prospectListQuery = (id: string, itemId: string, query: ProspectsQuery) =>
  queryOptions({
    queryKey: orderKeys.prospects(id, itemId, query),
    queryFn: ({ signal }) => call(api.orders.prospects, { params: { id, itemId }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const exportProspectList = (id: string, itemId: string, format: 'xlsx' | 'csv') =>
  call(api.orders.exportProspects, { params: { id, itemId }, query: { format } });

export interface DropRef {
  orderId: string;
  itemId: string;
  dropNumber: number;
}

/**
 * A drop moved or canceled answers the whole order: it replaces the page's copy; the history (status,
 * amounts), the order list (each recipient's mailing date) and the calendar (the drop's date) read it again.
 */
function useDropChange<Input extends DropRef>(
  run: (input: Input) => Promise<ResponseOf<typeof api.orders.cancelDrop>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async ({ order }) => {
      queryClient.setQueryData(orderKeys.order(order.id), order);
      queryClient.setQueryData(orderKeys.byNumber(order.orderNumber), order);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.histories }),
        queryClient.invalidateQueries({ queryKey: orderKeys.rowLists }),
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
      ]);
    },
  });
}

const dropParams = ({ orderId, itemId, dropNumber }: DropRef) => ({ id: orderId, itemId, dropNumber });

export const useMoveDrop = () =>
  useDropChange((input: DropRef & { mailDate: string }) =>
    call(api.orders.moveDrop, { params: dropParams(input), body: { mailDate: input.mailDate } }),
  );

export const useCancelDrop = () =>
  useDropChange((input: DropRef) => call(api.orders.cancelDrop, { params: dropParams(input) }));
