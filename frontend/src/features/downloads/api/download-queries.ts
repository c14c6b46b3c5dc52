import { api } from '@msc/shared/api';
import type { CustomDownloadCommit } from '@msc/shared/model/custom-download';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';

export const downloadsQuery = (pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: downloadKeys.page(pageNumber, pageSize),
    queryFn: ({ signal }) => call(api.downloads.list, { query: { pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const exportDownloads = (format: 'xlsx' | 'csv') => call(api.downloads.export, { query: { format } });

export const downloadFile = (id: string) => call(api.downloads.file, { params: { id } });

/** One key factory for the area: the table, one download, and its file's short-lived address. */
export const downloadKeys = {
  all: ['downloads'] as const,
  page: (pageNumber: number, pageSize: number) => ['downloads', pageNumber, pageSize] as const,
  one: (id: string) => ['downloads', 'one', id] as const,
  file: (id: string) => ['downloads', 'file', id] as const,
};

export const downloadQuery = (id: string) =>
  queryOptions({
    queryKey: downloadKeys.one(id),
    queryFn: ({ signal }) => call(api.downloads.get, { params: { id }, signal }),
  });

/** The file's presigned address expires in minutes: refetch rather than keep it. */
export const downloadFileQuery = (id: string) =>
  queryOptions({
    queryKey: downloadKeys.file(id),
    queryFn: ({ signal }) => call(api.downloads.file, { params: { id }, signal }),
    staleTime: 60_000,
  });

/** The commit after the editor returns; the account's table then shows the new download. */
export const useCommitCustomDownload = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomDownloadCommit) => call(api.downloads.commit, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: downloadKeys.all }),
  });
};

export const useSendEmailReview = () =>
  useMutation({ mutationFn: (id: string) => call(api.downloads.emailReview, { params: { id } }) });
