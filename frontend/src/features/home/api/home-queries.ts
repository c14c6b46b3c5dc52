import { api } from '@msc/shared/api';
import { queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { savedItemKeys } from '#lib/query-keys';

/**
 * The home page's panels. Changing the agency invalidates every query (Change Agency panel), so each
 * panel reloads for the new agency without an agency id in its key.
 */
export const homeKeys = {
  all: ['home'] as const,
  announcements: ['home', 'announcements'] as const,
  banners: ['home', 'banners'] as const,
  ignite: ['home', 'ignite-details'] as const,
  topPicks: ['home', 'top-picks'] as const,
  newResponses: ['home', 'new-responses'] as const,
};

export const announcementsQuery = () =>
  queryOptions({
    queryKey: homeKeys.announcements,
    queryFn: ({ signal }) => call(api.home.announcements, { signal }),
    select: (data) => data.announcements,
  });

export const bannersQuery = () =>
  queryOptions({ queryKey: homeKeys.banners, queryFn: ({ signal }) => call(api.home.banners, { signal }) });

export const igniteDetailsQuery = () =>
  queryOptions({
    queryKey: homeKeys.ignite,
    queryFn: ({ signal }) => call(api.home.igniteDetails, { signal }),
  });

export const savedItemsQuery = () =>
  queryOptions({
    queryKey: savedItemKeys.homePanel,
    queryFn: ({ signal }) => call(api.home.savedItems, { signal }),
  });

export const topPicksQuery = () =>
  queryOptions({
    queryKey: homeKeys.topPicks,
    queryFn: ({ signal }) => call(api.home.topPicks, { signal }),
  });

export const newResponsesQuery = () =>
  queryOptions({
    queryKey: homeKeys.newResponses,
    queryFn: ({ signal }) => call(api.home.newResponses, { signal }),
    select: (data) => data.results,
  });
