import { api } from '@msc/shared/api';
import type { ReportViewerRequest } from '@msc/shared/api/reports';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

export const reportKeys = {
  all: ['reports'] as const,
  groups: ['reports', 'groups'] as const,
  favorites: ['reports', 'favorites'] as const,
  reports: ['reports', 'report'] as const,
  report: (id: string) => ['reports', 'report', id] as const,
  token: (id: string) => ['reports', 'token', id] as const,
  viewer: (id: string, token: string) => ['reports', 'viewer', id, token] as const,
};

export const reportGroupsQuery = () =>
  queryOptions({
    queryKey: reportKeys.groups,
    queryFn: ({ signal }) => call(api.reports.groups, { signal }),
    select: (data) => data.results,
  });

export const favoriteReportsQuery = () =>
  queryOptions({
    queryKey: reportKeys.favorites,
    queryFn: ({ signal }) => call(api.reports.favorites, { signal }),
    select: (data) => data.results,
  });

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.report(id),
    queryFn: ({ signal }) => call(api.reports.report, { params: { id }, signal }),
    retry: false,
  });

/**
 * The embed token for one report. It lives minutes, so it is fetched fresh for every visit and never
 * retried on a refusal (the page shows the returned message instead).
 */
export const reportTokenQuery = (id: string) =>
  queryOptions({
    queryKey: reportKeys.token(id),
    queryFn: ({ signal }) => call(api.reports.token, { params: { id }, signal }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The portal viewer's figures, fetched with the token and the embed parameters. */
export const reportViewerQuery = (id: string, request: ReportViewerRequest) =>
  queryOptions({
    queryKey: reportKeys.viewer(id, request.token),
    queryFn: ({ signal }) => call(api.reports.viewerData, { params: { id }, body: request, signal }),
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Add or remove a favorite; the groups (favorite flags), favorites and report refresh. */
export function useToggleFavoriteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, favorite }: { reportId: string; favorite: boolean }) =>
      favorite
        ? call(api.reports.addFavorite, { params: { id: reportId } })
        : call(api.reports.removeFavorite, { params: { id: reportId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.groups }),
        queryClient.invalidateQueries({ queryKey: reportKeys.favorites }),
        queryClient.invalidateQueries({ queryKey: reportKeys.reports }),
      ]),
  });
}
