import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** The sub codes of the agency in effect (the server's, never a sample list); keyed by agency. */
export const subCodesQuery = (agencyId: number) =>
  queryOptions({
    queryKey: ['agency', agencyId, 'sub-codes'] as const,
    queryFn: ({ signal }) => call(api.agency.subCodes, { signal }),
  });
