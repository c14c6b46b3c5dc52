import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

export type IndicatorFilter = Partial<
  Record<'recommendedIndicator' | 'youngDriverIndicator' | 'meritIndicator', 'true' | 'false'>
>;

/** Keyed by agency: the lists are the agency's, and reload when it changes. */
export const renewalKeys = {
  annualAuto: (agencyId: number, filter: IndicatorFilter) =>
    ['retention', agencyId, 'annual-auto', filter] as const,
  upForRenewal: (agencyId: number) => ['retention', agencyId, 'up-for-renewal'] as const,
};

export const annualAutoQuery = (agencyId: number, filter: IndicatorFilter) =>
  queryOptions({
    queryKey: renewalKeys.annualAuto(agencyId, filter),
    queryFn: ({ signal }) => call(api.retention.annualAuto, { query: filter, signal }),
  });

export const upForRenewalQuery = (agencyId: number) =>
  queryOptions({
    queryKey: renewalKeys.upForRenewal(agencyId),
    queryFn: ({ signal }) => call(api.retention.upForRenewal, { signal }),
  });
