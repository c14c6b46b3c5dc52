import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { agencyKeys } from '#lib/query-keys';

/** The sub codes of the agency in effect (the server's, never a sample list); keyed by agency. */
export const subCodesQuery = (agencyId: number) =>
  queryOptions({
    queryKey: agencyKeys.subCodes(agencyId),
    queryFn: ({ signal }) => call(api.agency.subCodes, { signal }),
  });
