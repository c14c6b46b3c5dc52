import { api } from '@msc/shared/api';
import { imageLibraryTexts } from '@msc/shared/messages';
import type { Image, ImageContentType } from '@msc/shared/model/image';
import { IMAGES_PAGE_SIZE } from '@msc/shared/rules/constants';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { postFile } from '#lib/post-file';

/** Every image read (the library page, personalization's picker) is under this key. */
export const imagesKey = ['images'] as const;

export const imagePageQuery = (pageNumber: number) =>
  queryOptions({
    queryKey: [...imagesKey, pageNumber] as const,
    queryFn: ({ signal }) =>
      call(api.images.list, { query: { pageNumber, pageSize: IMAGES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

function useImagesMutation<Input, Output>(mutate: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mutate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: imagesKey }),
  });
}

/** Image name from the file name: 'team-photo.jpg' → 'team-photo'. */
export const imageNameOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '').slice(0, 100) || fileName;

/** The file straight to storage (with progress), then the API checks it and makes the thumbnail. */
export const useUploadImage = () =>
  useImagesMutation(
    async ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }): Promise<Image> => {
      const upload = await call(api.images.createUpload, {
        body: { fileName: file.name, contentType: file.type as ImageContentType, size: file.size },
      });
      await postFile(upload.url, upload.fields, file, onProgress, imageLibraryTexts.uploadFailed);
      return call(api.images.add, { body: { uploadId: upload.uploadId, name: imageNameOf(file.name) } });
    },
  );

export const useRenameImage = () =>
  useImagesMutation(({ id, name }: { id: string; name: string }) =>
    call(api.images.rename, { params: { id }, body: { name } }),
  );

export const useDeleteImage = () =>
  useImagesMutation((id: string) => call(api.images.remove, { params: { id } }));
