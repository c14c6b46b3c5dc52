import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** Closed-loop results (issue 48): an order's drops, and a campaign (an order line over its drops). */
export const resultsKeys = {
  order: (id: string) => ['results', 'order', id] as const,
  campaign: (id: string, itemId: string) => ['results', 'campaign', id, itemId] as const,
};

export const orderResultsQuery = (id: string) =>
  queryOptions({
    queryKey: resultsKeys.order(id),
    queryFn: ({ signal }) => call(api.reports.orderResults, { params: { id }, signal }),
  });

export const campaignResultsQuery = (id: string, itemId: string) =>
  queryOptions({
    queryKey: resultsKeys.campaign(id, itemId),
    queryFn: ({ signal }) => call(api.reports.campaignResults, { params: { id, itemId }, signal }),
  });

export const exportCampaignResults = (id: string, itemId: string, format: 'xlsx' | 'csv') =>
  call(api.reports.exportCampaignResults, { params: { id, itemId }, query: { format } });
