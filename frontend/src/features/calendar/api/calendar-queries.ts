import { api } from '@msc/shared/api';
import type { CalendarEventForm } from '@msc/shared/model/calendar';
import type { EventCategory, EventClass, EventType } from '@msc/shared/model/enums';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { calendarKeys } from '#lib/query-keys';

export interface CalendarParams {
  month: string;
  type: EventType;
  category: EventCategory;
  classes: EventClass[];
}

const filterQuery = (params: CalendarParams) => ({
  type: params.type,
  category: params.category,
  classes: params.classes.join(','),
});

export const calendarMonthQuery = (params: CalendarParams) =>
  queryOptions({
    queryKey: calendarKeys.month(params),
    queryFn: ({ signal }) =>
      call(api.calendar.month, { query: { month: params.month, ...filterQuery(params) }, signal }),
    placeholderData: keepPreviousData,
  });

/** The chosen day's events, the agency's mail drops and collateral orders named. */
export const calendarDayQuery = (date: string, params: CalendarParams) =>
  queryOptions({
    queryKey: calendarKeys.day(date, filterQuery(params)),
    queryFn: ({ signal }) => call(api.calendar.day, { params: { date }, query: filterQuery(params), signal }),
  });

export function useAddEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CalendarEventForm) => call(api.calendar.add, { body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
