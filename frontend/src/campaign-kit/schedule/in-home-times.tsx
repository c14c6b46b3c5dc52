import { api } from '@msc/shared/api';
import type { BusinessDate } from '@msc/shared/rules/business-date';
import { inHomeWindowWithSource } from '@msc/shared/rules/observed-in-home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** The planner's in-home days of a destination (3-digit ZIP; the agency's without one), by marketing mail. */
export const inHomeTimesQuery = (zip3: string | undefined) =>
  queryOptions({
    queryKey: ['in-home-times', zip3 ?? 'agency'] as const,
    queryFn: ({ signal }) => call(api.mailVisibility.inHomeTimes, { query: zip3 ? { zip3 } : {}, signal }),
    // Observed times change slowly: an hour is fresh enough for a planner.
    staleTime: 3_600_000,
  });

/**
 * The planned drop's in-home window as the planner learned it (issue 49): from the delivery times observed
 * for the destination when enough pieces went there, else today's rule; the line says which.
 */
export function PlannedInHomeWindow({
  dropDate,
  zip3,
}: {
  dropDate: BusinessDate;
  zip3?: string | undefined;
}) {
  const { data } = useQuery(inHomeTimesQuery(zip3));
  // Its line is there while the times load: Next and the summary below must not move under a pointer.
  return (
    <p className="min-h-5 text-sm text-slate-800" data-testid="planned-in-home-window" aria-busy={!data}>
      {data ? inHomeWindowWithSource(dropDate, data) : ''}
    </p>
  );
}
