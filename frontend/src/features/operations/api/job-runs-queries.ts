import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** How many runs of each job the page shows. */
export const JOB_RUNS_SHOWN = 20;

export const jobRunsKeys = {
  all: ['operations', 'job-runs'] as const,
};

/** The newest runs of every scheduled job (staff only). */
export const jobRunsQuery = () =>
  queryOptions({
    queryKey: jobRunsKeys.all,
    queryFn: ({ signal }) => call(api.retention.jobRuns, { query: { limit: JOB_RUNS_SHOWN }, signal }),
    // Operators come here to see what just happened.
    staleTime: 0,
  });
