import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** The session: user, impersonator, agency in effect, default agency, agency count, cart count. */
export const sessionKeys = { all: ['session'] as const };

export const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.all,
    queryFn: ({ signal }) => call(api.session.current, { signal }),
  });
