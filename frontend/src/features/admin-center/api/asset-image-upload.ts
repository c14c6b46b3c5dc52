import { api } from '@msc/shared/api';
import type { AssetImage } from '@msc/shared/api/admin-content';
import { imageLibraryTexts } from '@msc/shared/messages';
import type { ImageContentType } from '@msc/shared/model/image';
import { useMutation } from '@tanstack/react-query';
import { call } from '#lib/api-client';
import { postFile } from '#lib/post-file';

// Apart from admin-queries.ts: only the product and banner editors upload, and the upload's texts would
// otherwise come with the lists' first load.

/**
 * A product's or banner's image: the file straight to storage (as the image library's), then the API checks
 * its bytes, makes the thumbnail and stores it as a catalogue asset; the product or banner keeps its key.
 */
export function useUploadAssetImage(kind: 'product' | 'banner') {
  return useMutation({
    mutationFn: async (file: File): Promise<AssetImage> => {
      const body = { fileName: file.name, contentType: file.type as ImageContentType, size: file.size };
      const upload =
        kind === 'product'
          ? await call(api.admin.createProductImageUpload, { body })
          : await call(api.admin.createBannerImageUpload, { body });
      await postFile(upload.url, upload.fields, file, () => undefined, imageLibraryTexts.uploadFailed);
      const stored = { body: { uploadId: upload.uploadId } };
      return kind === 'product'
        ? call(api.admin.storeProductImage, stored)
        : call(api.admin.storeBannerImage, stored);
    },
  });
}
