import { api } from '@msc/shared/api';
import type { CrossSellDetailFilters } from '@msc/shared/api/opportunities';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { opportunityKeys } from '#features/opportunities';
import { call } from '#lib/api-client';

type Format = 'xlsx' | 'csv';
export type DetailQuery = CrossSellDetailFilters & { pageNumber: number; pageSize: number };

/**
 * Under the opportunities key: an Enroll (which refreshes every opportunity list) refreshes the summary
 * too. Keyed by agency: the lists are the agency in effect's.
 */
export const crossSellKeys = {
  summary: (agencyId: number, listId: string) =>
    [...opportunityKeys.all, 'cross-sell-summary', agencyId, listId] as const,
  detail: (agencyId: number, listId: string, subCode: string, query: DetailQuery) =>
    [...opportunityKeys.all, 'cross-sell-detail', agencyId, listId, subCode, query] as const,
};

export const crossSellSummaryQuery = (agencyId: number, listId: string) =>
  queryOptions({
    queryKey: crossSellKeys.summary(agencyId, listId),
    queryFn: ({ signal }) => call(api.opportunities.crossSellSummary, { params: { listId }, signal }),
  });

export const crossSellDetailQuery = (agencyId: number, listId: string, subCode: string, query: DetailQuery) =>
  queryOptions({
    queryKey: crossSellKeys.detail(agencyId, listId, subCode, query),
    queryFn: ({ signal }) =>
      call(api.opportunities.crossSellDetail, { params: { listId, subCode }, query, signal }),
    placeholderData: keepPreviousData,
  });

export const exportCrossSellSummary = (listId: string, format: Format) =>
  call(api.opportunities.exportCrossSellSummary, { params: { listId }, query: { format } });

export const exportCrossSellDetail = (
  listId: string,
  subCode: string,
  filters: CrossSellDetailFilters,
  format: Format,
) =>
  call(api.opportunities.exportCrossSellDetail, {
    params: { listId, subCode },
    query: { ...filters, format },
  });
