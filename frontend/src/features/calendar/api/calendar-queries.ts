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

export const calendarMonthQuery = (params: CalendarParams) =>
  queryOptions({
    queryKey: calendarKeys.month(params),
    queryFn: ({ signal }) =>
      call(api.calendar.month, {
        query: {
          month: params.month,
          type: params.type,
          category: params.category,
          classes: params.classes.join(','),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useAddEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: CalendarEventForm) => call(api.calendar.add, { body: form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
  });
}
