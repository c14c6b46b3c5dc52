import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

export type IndicatorFilter = Partial<
  Record<'recommendedIndicator' | 'youngDriverIndicator' | 'meritIndicator', 'true' | 'false'>
>;

/** Keyed by agency: the lists are the agency's, and reload when it changes. */
export const annualAutoQuery = (agencyId: number, filter: IndicatorFilter) =>
  queryOptions({
    queryKey: ['retention', agencyId, 'annual-auto', filter] as const,
    queryFn: ({ signal }) => call(api.retention.annualAuto, { query: filter, signal }),
  });

export const upForRenewalQuery = (agencyId: number) =>
  queryOptions({
    queryKey: ['retention', agencyId, 'up-for-renewal'] as const,
    queryFn: ({ signal }) => call(api.retention.upForRenewal, { signal }),
  });
