import * as z from 'zod';
import { Cents, IsoDate } from '../model/fields';
import {
  ExportFile,
  Order,
  OrderDetailListRow,
  OrderHistoryRow,
  ProspectListRow,
  ProspectListSummary,
  ReorderResult,
} from '../model/order';
import {
  ORDER_DETAIL_LIST_PAGE_SIZE,
  ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS,
  ORDER_HISTORY_PAGE_SIZE,
  ORDER_HISTORY_PAGE_SIZE_OPTIONS,
} from '../rules/constants';
import { EXPORT_FORMATS } from '../rules/spreadsheet-cells';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

const code = z.coerce.number().int().optional();

/** Order-history filters: status code, shipping status, the campaign pages' programType. */
const HistoryFilters = z.object({
  status: code,
  shipping: code,
  programType: z.string().max(40).optional(),
});
const DetailFilters = z.object({
  listId: z.string().max(100).optional(),
  orderNumber: z.string().max(40).optional(),
});
const Format = z.object({ format: z.enum(EXPORT_FORMATS).default('xlsx') });
const OrderParams = z.object({ id: z.string().min(1).max(40) });
const OrderItemParams = OrderParams.extend({ itemId: z.string().min(1).max(40) });
const DropParams = OrderItemParams.extend({ dropNumber: z.coerce.number().int().min(1).max(100) });
/** The order after a drop was moved or canceled, and what canceling refunded (cents; 0 for a move). */
export const DropChangeResult = z.object({ order: Order, refunded: Cents });

export const ordersApi = {
  history: endpoint({
    method: 'GET',
    path: '/orders',
    auth: 'allAccess',
    query: HistoryFilters.extend(pagingQuery(ORDER_HISTORY_PAGE_SIZE_OPTIONS, ORDER_HISTORY_PAGE_SIZE)),
    response: pageOf(OrderHistoryRow),
  }),
  exportHistory: endpoint({
    method: 'GET',
    path: '/orders/export',
    auth: 'allAccess',
    usageLimit: 'export',
    query: HistoryFilters.extend(Format.shape),
    response: ExportFile,
  }),
  get: endpoint({
    method: 'GET',
    path: '/orders/{id}',
    auth: 'allAccess',
    params: OrderParams,
    response: Order,
  }),
  /** Legacy links: /account/order/:id?orderNumber= */
  byNumber: endpoint({
    method: 'GET',
    path: '/orders/by-number/{orderNumber}',
    auth: 'allAccess',
    params: z.object({ orderNumber: z.string().min(1).max(40) }),
    response: Order,
  }),
  reorder: endpoint({
    method: 'POST',
    path: '/orders/{id}/reorder',
    auth: 'allAccess',
    params: OrderParams,
    response: ReorderResult,
  }),
  /** Moves a drop mailing at least the lead time ahead to another date of the drop window. */
  moveDrop: endpoint({
    method: 'PUT',
    path: '/orders/{id}/items/{itemId}/drops/{dropNumber}',
    auth: 'allAccess',
    params: DropParams,
    body: z.object({ mailDate: IsoDate }),
    response: DropChangeResult,
  }),
  /** Cancels a drop mailing at least the lead time ahead and refunds its share of what was paid. */
  cancelDrop: endpoint({
    method: 'POST',
    path: '/orders/{id}/items/{itemId}/drops/{dropNumber}/cancel',
    auth: 'allAccess',
    params: DropParams,
    response: DropChangeResult,
  }),
  detailRows: endpoint({
    method: 'GET',
    path: '/order-detail-rows',
    auth: 'allAccess',
    query: DetailFilters.extend(
      pagingQuery(ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS, ORDER_DETAIL_LIST_PAGE_SIZE),
    ),
    // rowsPending: the order asked for is placed, its recipient rows still being written (the page polls).
    response: pageOf(OrderDetailListRow).extend({ rowsPending: z.boolean().optional() }),
  }),
  exportDetailRows: endpoint({
    method: 'GET',
    path: '/order-detail-rows/export',
    auth: 'allAccess',
    usageLimit: 'export',
    query: DetailFilters.extend(Format.shape),
    response: ExportFile,
  }),
  /** The purchased prospects of an order's item, while the list has not expired (404 after). */
  prospects: endpoint({
    method: 'GET',
    path: '/orders/{id}/items/{itemId}/prospects',
    auth: 'allAccess',
    params: OrderItemParams,
    query: z.object(pagingQuery(ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS, ORDER_DETAIL_LIST_PAGE_SIZE)),
    // The list stored at placement; rowsPending: the order is placed, its list still being stored (the page polls).
    response: pageOf(ProspectListRow).extend({ rowsPending: z.boolean().optional() }),
  }),
  /** The user's accessible prospect lists (the agency in effect), soonest expiring first: the account's lists. */
  prospectLists: endpoint({
    method: 'GET',
    path: '/prospect-lists',
    auth: 'allAccess',
    response: z.object({ results: z.array(ProspectListSummary) }),
  }),
  exportProspects: endpoint({
    method: 'GET',
    path: '/orders/{id}/items/{itemId}/prospects/export',
    auth: 'allAccess',
    usageLimit: 'export',
    params: OrderItemParams,
    query: Format,
    response: ExportFile,
  }),
};
