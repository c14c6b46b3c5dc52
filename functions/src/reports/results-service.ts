import type { reportsApi } from '@msc/shared/api/reports';
import { apiErrors, resultsTexts } from '@msc/shared/messages';
import type { DropResults } from '@msc/shared/model/mailing-results';
import { formatReturn } from '@msc/shared/rules/mailing-results';
import { loadOrder } from '#orders/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { type ExportColumn, exportTable } from '#platform/table-export';
import { campaignResults, orderResults } from '#results/index';

type ResultsEndpoints = Pick<
  Implementation<typeof reportsApi>,
  'orderResults' | 'campaignResults' | 'exportCampaignResults'
>;

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);
const { figures } = resultsTexts;

/** The export's columns: a row per drop, then the campaign's total (drop left blank). */
const RESULT_COLUMNS: readonly ExportColumn<DropResults & { total?: boolean }>[] = [
  { header: figures.drop, value: (row) => (row.total ? resultsTexts.total : row.dropNumber) },
  { header: figures.mailDate, value: (row) => (row.total ? null : row.mailDate) },
  { header: figures.inHomeDate, value: (row) => (row.total ? null : row.inHomeDate) },
  { header: figures.piecesMailed, value: (row) => row.results.piecesMailed },
  { header: figures.responses, value: (row) => row.results.responses },
  { header: figures.newPolicies, value: (row) => row.results.newPolicies },
  { header: figures.writtenPremium, value: (row) => dollars(row.results.writtenPremiumCents) },
  { header: figures.cost, value: (row) => dollars(row.results.costCents) },
  { header: figures.costPerResponse, value: (row) => dollars(row.results.costPerResponseCents) },
  { header: figures.costPerPolicy, value: (row) => dollars(row.results.costPerPolicyCents) },
  {
    header: figures.returnOnCost,
    value: (row) => (row.results.returnPermille === null ? null : formatReturn(row.results.returnPermille)),
  },
];

async function* once<T>(rows: T[]) {
  yield rows;
}

/** The results endpoints of the reports capability: one of the user's orders (404 otherwise), read through results. */
export const resultsEndpoints: ResultsEndpoints = {
  orderResults: async ({ ctx, params }) => orderResults(await loadOrder(ctx, params.id)),

  campaignResults: async ({ ctx, params }) => {
    const results = await campaignResults(await loadOrder(ctx, params.id), params.itemId);
    if (!results) throw notFound(apiErrors.orderNotFound);
    return results;
  },

  exportCampaignResults: async ({ ctx, params, query }) => {
    const results = await campaignResults(await loadOrder(ctx, params.id), params.itemId);
    if (!results) throw notFound(apiErrors.orderNotFound);
    const totalRow = { ...results.drops[0]!, results: results.total, total: true };
    return exportTable({
      page: resultsTexts.exportPage,
      format: query.format,
      columns: RESULT_COLUMNS,
      pages: once([...results.drops, ...(results.drops.length > 0 ? [totalRow] : [])]),
      owner: ctx.user.userName,
    });
  },
};
