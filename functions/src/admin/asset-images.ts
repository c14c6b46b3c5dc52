import type { AdminProduct, adminApi } from '@msc/shared/api/admin';
import type { AssetImage } from '@msc/shared/api/admin-content';
import { assetUrl } from '#catalog/index';
import { assetThumbnailKey, createAssetImageUpload, storeAssetImage } from '#images/index';
import type { Implementation } from '#platform/implement';
import { auditChange } from './audit';

type AssetImagesApi = Pick<
  typeof adminApi,
  'createProductImageUpload' | 'storeProductImage' | 'createBannerImageUpload' | 'storeBannerImage'
>;

/** Where an asset image and its thumbnail load from (a seeded image is its own thumbnail). */
export function assetImageUrls(imageKey: string): Pick<AdminProduct, 'imageUrl' | 'thumbnailUrl'> {
  return { imageUrl: assetUrl(imageKey), thumbnailUrl: assetUrl(assetThumbnailKey(imageKey) ?? imageKey) };
}

function toAssetImage(imageKey: string): AssetImage {
  const urls = assetImageUrls(imageKey);
  return { imageKey, imageUrl: urls.imageUrl ?? '', thumbnailUrl: urls.thumbnailUrl ?? '' };
}

/**
 * Product and banner images: uploaded like the image library's, stored as catalogue assets. Storing is
 * audited; the product or banner records the key when it is saved (audited with its before and after).
 */
export const assetImagesService: Implementation<AssetImagesApi> = {
  createProductImageUpload: ({ ctx, body }) => createAssetImageUpload(ctx.user.userName, body),
  createBannerImageUpload: ({ ctx, body }) => createAssetImageUpload(ctx.user.userName, body),

  storeProductImage: async ({ ctx, body, clientIp }) => {
    const { imageKey } = await storeAssetImage(ctx.user.userName, body.uploadId, 'products');
    const after = toAssetImage(imageKey);
    await auditChange(ctx, 'admin.create', `image:${imageKey}`, { after }, clientIp);
    return after;
  },

  storeBannerImage: async ({ ctx, body, clientIp }) => {
    const { imageKey } = await storeAssetImage(ctx.user.userName, body.uploadId, 'banners');
    const after = toAssetImage(imageKey);
    await auditChange(ctx, 'admin.create', `image:${imageKey}`, { after }, clientIp);
    return after;
  },
};
