import { api } from '@msc/shared/api';
import { toasts } from '@msc/shared/messages';
import type { Cart } from '@msc/shared/model/cart';
import type {
  UploadKind,
  UploadRecordQuantity,
  UploadRecordsFilter,
  UploadStatus,
} from '@msc/shared/model/upload';
import { UPLOAD_POLL_INTERVAL_MS } from '@msc/shared/rules/upload-limits';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { postFile } from '#lib/post-file';

export const uploadKeys = {
  all: ['uploads'] as const,
  status: (uploadId: string) => ['uploads', uploadId] as const,
  records: (uploadId: string) => ['uploads', uploadId, 'records'] as const,
  page: (uploadId: string, filter: UploadRecordsFilter, pageNumber: number, pageSize: number) =>
    ['uploads', uploadId, 'records', filter, pageNumber, pageSize] as const,
};

const isRunning = (status: UploadStatus | undefined) =>
  status?.state === 'pending' || status?.state === 'validating';

/** The upload's state, polled while the pipeline runs. */
export const uploadStatusQuery = (uploadId: string) =>
  queryOptions({
    queryKey: uploadKeys.status(uploadId),
    queryFn: ({ signal }) => call(api.uploads.get, { params: { id: uploadId }, signal }),
    refetchInterval: (query) => (isRunning(query.state.data) ? UPLOAD_POLL_INTERVAL_MS : false),
  });

export const uploadRecordsQuery = (
  uploadId: string,
  filter: UploadRecordsFilter,
  pageNumber: number,
  pageSize: number,
) =>
  queryOptions({
    queryKey: uploadKeys.page(uploadId, filter, pageNumber, pageSize),
    queryFn: ({ signal }) =>
      call(api.uploads.records, {
        params: { id: uploadId },
        query: { filter, pageNumber, pageSize },
        signal,
      }),
    placeholderData: (previous) => previous,
  });

/** Create the upload, POST the file to storage with its signed form fields (with progress), then start the pipeline. */
export function useSendFile(kind: UploadKind = 'shipToList') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
      const created = await call(api.uploads.create, {
        body: { kind, fileName: file.name, size: file.size },
      });
      await postFile(created.url, created.fields, file, onProgress, toasts.shipToUploadFailed().message);
      return call(api.uploads.start, { params: { id: created.upload.uploadId } });
    },
    onSuccess: (status) => queryClient.setQueryData(uploadKeys.status(status.uploadId), status),
  });
}

export function useEditRecord(uploadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ recordNumber, values }: { recordNumber: number; values: Record<string, string> }) =>
      call(api.uploads.editRecord, { params: { id: uploadId, recordNumber }, body: { values } }),
    onSuccess: async ({ upload }) => {
      queryClient.setQueryData(uploadKeys.status(uploadId), upload);
      await queryClient.invalidateQueries({ queryKey: uploadKeys.records(uploadId) });
    },
  });
}

export function useConfirmUpload(uploadId: string, onConfirmed?: (cart: Cart) => void) {
  return useMutation({
    mutationFn: (quantities: UploadRecordQuantity[]) =>
      call(api.uploads.confirm, { params: { id: uploadId }, body: { quantities } }),
    onSuccess: (cart) => onConfirmed?.(cart),
  });
}
