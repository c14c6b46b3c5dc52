import { api } from '@msc/shared/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { call } from '#lib/api-client';

export const downloadsQuery = (pageNumber: number, pageSize: number) =>
  queryOptions({
    queryKey: ['downloads', pageNumber, pageSize] as const,
    queryFn: ({ signal }) => call(api.downloads.list, { query: { pageNumber, pageSize }, signal }),
    placeholderData: keepPreviousData,
  });

export const exportDownloads = (format: 'xlsx' | 'csv') => call(api.downloads.export, { query: { format } });

export const downloadFile = (id: string) => call(api.downloads.file, { params: { id } });
