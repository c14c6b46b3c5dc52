import type { ordersApi } from '@msc/shared/api/orders';
import { now } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import { programTypesOfQuery } from '@msc/shared/rules/program-type-tab';
import { addProductsToCart } from '#cart/index';
import { agencyAccess } from '#platform/authenticate';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import type { RequestContext } from '#platform/request-context';
import { exportTable, onePage } from '#platform/table-export';
import { orderRowsPage, type RowsPage, userRowsPage } from './detail-rows-page';
import { cancelDrop, moveDrop } from './drop-change';
import { ORDER_DETAIL_COLUMNS, ORDER_HISTORY_COLUMNS, PROSPECT_LIST_COLUMNS } from './export-columns';
import { loadOrder } from './load-order';
import { toDetailRow, toHistoryRow, toOrder } from './order-view';
import {
  detailRowChunks,
  type HistoryFilter,
  orderHistoryPage,
  orderIdByNumber,
  orderPagesOfUser,
  type RowsFilter,
  visibleOrderIds,
} from './orders-store';
import { storedProspectChunks, storedProspectCount } from './prospect-list-store';
import { prospectListOfItem, prospectListsOfUser, prospectsPage } from './prospect-lists';
import { orderRecordOf } from './settlement-store';

/** Rows read per Query while exporting or counting the order list. */
const ROWS_PER_READ = 1000;

function historyFilter(
  ctx: RequestContext,
  query: { status?: number; shipping?: number; programType?: string },
): HistoryFilter {
  return {
    agencyId: ctx.agencyId,
    status: query.status,
    shipping: query.shipping,
    programTypes: programTypesOfQuery(query.programType),
  };
}

async function rowsFilter(ctx: RequestContext, query: { listId?: string; orderNumber?: string }) {
  if (!query.orderNumber) return { listId: query.listId } satisfies RowsFilter;
  const orderId = await orderIdByNumber(ctx.user.userName, query.orderNumber.trim());
  return orderId ? ({ orderId, listId: query.listId } satisfies RowsFilter) : undefined;
}

/** The recipient rows of the user's orders, of the agencies the user may act for now. */
async function* rowPages(ctx: RequestContext, filter: RowsFilter | undefined) {
  if (!filter) return;
  const userName = ctx.user.userName;
  const shown = await visibleOrderIds(userName, agencyAccess(ctx));
  for await (const chunk of detailRowChunks(userName, filter, ROWS_PER_READ)) {
    const rows = chunk.filter(
      (row) => shown.has(row.orderId) && (!filter.listId || !filter.orderId || row.listId === filter.listId),
    );
    yield rows.map(toDetailRow);
  }
}

const page = <T>(rows: T[], pageNumber: number, pageSize: number) => ({
  results: rows.slice((pageNumber - 1) * pageSize, pageNumber * pageSize),
  totalCount: rows.length,
  pageNumber,
  pageSize,
});

export const ordersService: Implementation<typeof ordersApi> = {
  history: async ({ ctx, query }) => {
    const { orders, total } = await orderHistoryPage(
      ctx.user.userName,
      historyFilter(ctx, query),
      query.pageNumber,
      query.pageSize,
      agencyAccess(ctx),
    );
    return {
      results: orders.map(toHistoryRow),
      totalCount: total,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },

  exportHistory: async ({ ctx, query }) => {
    const orders = orderPagesOfUser(ctx.user.userName, historyFilter(ctx, query), agencyAccess(ctx));
    return exportTable({
      page: 'Order History',
      format: query.format,
      columns: ORDER_HISTORY_COLUMNS,
      pages: (async function* () {
        for await (const page of orders) yield page.map(toHistoryRow);
      })(),
      owner: ctx.user.userName,
    });
  },

  get: async ({ ctx, params }) => {
    const { order, items } = await loadOrder(ctx, params.id);
    return toOrder(order, items, now());
  },

  byNumber: async ({ ctx, params }) => {
    const orderId = await orderIdByNumber(ctx.user.userName, params.orderNumber.trim());
    if (!orderId) throw notFound(apiErrors.orderNotFound);
    const { order, items } = await loadOrder(ctx, orderId);
    return toOrder(order, items, now());
  },

  reorder: async ({ ctx, params }) => {
    const { items } = await loadOrder(ctx, params.id);
    // A campaign item carries its personalization and recipients: it is started again, not re-added.
    const products = items.filter((item) => !item.data?.targetCount && !item.orderStateIds?.length);
    // Every product line in one cart write (its products, agency and cart read once), not a write per line.
    const added = await addProductsToCart(
      ctx,
      products.map((item) => ({ productId: item.productId, quantity: item.quantity })),
    );
    const addedItems = new Set(products.filter((_, index) => added[index]));
    return {
      addedCount: addedItems.size,
      notOrderable: items.filter((item) => !addedItems.has(item)).map((item) => item.name),
    };
  },

  moveDrop: ({ ctx, params, body }) => moveDrop(ctx, params, body.mailDate),

  cancelDrop: ({ ctx, params }) => cancelDrop(ctx, params),

  detailRows: async ({ ctx, query }) => {
    const filter = await rowsFilter(ctx, query);
    // An order just placed: its rows are written after its capture (the order-recipients workflow).
    const order = filter?.orderId ? await orderRecordOf(ctx.user.userName, filter.orderId) : undefined;
    const rowsPending = order?.recipientRowsWritten === false;
    const pending = rowsPending ? { rowsPending } : {};
    const { pageNumber, pageSize } = query;
    // The order, or every order, without a list filter: a page read from counts kept at the rows' write.
    let counted: RowsPage | undefined;
    if (filter && !filter.listId) {
      counted = order
        ? await orderRowsPage(order, agencyAccess(ctx), pageNumber, pageSize)
        : filter.orderId
          ? { rows: [], total: 0 }
          : await userRowsPage(ctx.user.userName, agencyAccess(ctx), pageNumber, pageSize);
    }
    if (counted) {
      const results = counted.rows.map(toDetailRow);
      return { results, totalCount: counted.total, pageNumber, pageSize, ...pending };
    }
    const rows = [];
    for await (const chunk of rowPages(ctx, filter)) rows.push(...chunk);
    return { ...page(rows, pageNumber, pageSize), ...pending };
  },

  exportDetailRows: async ({ ctx, query }) =>
    exportTable({
      page: 'Order List',
      format: query.format,
      columns: ORDER_DETAIL_COLUMNS,
      pages: rowPages(ctx, await rowsFilter(ctx, query)),
      owner: ctx.user.userName,
    }),

  prospects: async ({ ctx, params, query }) => {
    const { rows, ...rest } = await prospectsPage(
      ctx,
      params.id,
      params.itemId,
      (query.pageNumber - 1) * query.pageSize,
      query.pageSize,
    );
    return { results: rows, ...rest, pageNumber: query.pageNumber, pageSize: query.pageSize };
  },

  exportProspects: async ({ ctx, params, query }) => {
    const { key } = await prospectListOfItem(ctx, params.id, params.itemId);
    // A list still being stored exports nothing rather than part of it.
    const stored = (await storedProspectCount(key)) !== undefined;
    return exportTable({
      page: 'Prospect List',
      format: query.format,
      columns: PROSPECT_LIST_COLUMNS,
      pages: stored ? storedProspectChunks(key) : onePage([]),
      owner: ctx.user.userName,
    });
  },

  prospectLists: async ({ ctx }) => ({ results: await prospectListsOfUser(ctx) }),
};
