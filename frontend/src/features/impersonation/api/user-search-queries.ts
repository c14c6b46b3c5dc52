import { api } from '@msc/shared/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

/** The API searches users from this many characters on. */
export const USER_SEARCH_MIN_LENGTH = 2;

export const userSearchKeys = {
  all: ['impersonation', 'users'] as const,
  search: (search: string) => [...userSearchKeys.all, search] as const,
};

export const userSearchQuery = (search: string) =>
  queryOptions({
    queryKey: userSearchKeys.search(search),
    queryFn: ({ signal }) => call(api.impersonation.searchUsers, { query: { search }, signal }),
    enabled: search.length >= USER_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
