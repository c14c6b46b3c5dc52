import { api } from '@msc/shared/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** Keyed by agency: another agency's lists are other data, never the cache of this one. */
export const movingKeys = {
  lists: (agencyId: number, pageNumber: number) => ['retention', agencyId, 'moving', pageNumber] as const,
  records: (agencyId: number, date: string) => ['retention', agencyId, 'moving', 'records', date] as const,
};

export const movingListsQuery = (agencyId: number, pageNumber: number) =>
  queryOptions({
    queryKey: movingKeys.lists(agencyId, pageNumber),
    queryFn: ({ signal }) => call(api.retention.movingLists, { query: { pageNumber }, signal }),
    placeholderData: keepPreviousData,
  });

export const movingRecordsQuery = (agencyId: number, date: string) =>
  queryOptions({
    queryKey: movingKeys.records(agencyId, date),
    queryFn: ({ signal }) => call(api.retention.movingRecords, { params: { date }, signal }),
  });
