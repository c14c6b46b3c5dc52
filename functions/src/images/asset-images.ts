import type { CreateImageUpload, ImageUpload } from '@msc/shared/api/images';
import { ulid } from 'ulid';
import { config } from '#platform/config';
import { checkedStagedImage } from './checked-upload';
import { presignStagedPost, putImageFile, removeStaged, stagedKey } from './image-files';

/**
 * Catalogue images (a product's picture, a home banner): the Admin Center's uploads go through the image
 * library's pipeline (staged upload, bytes checked, thumbnail made) but are stored in the public assets
 * bucket the storefront serves under /assets, in a folder of their own. They belong to the catalogue, not
 * to the admin's library, so deleting a library image never breaks a product or a banner.
 */
export type AssetImageFolder = 'products' | 'banners';

const ASSET_IMAGE = /^(catalogue\/(?:products|banners)\/[0-9A-Z]{26})\/original\.(?:png|jpg)$/;

/** The thumbnail stored next to an uploaded catalogue image; undefined for a seeded one (it has none). */
export function assetThumbnailKey(imageKey: string): string | undefined {
  const folder = ASSET_IMAGE.exec(imageKey)?.[1];
  return folder && `${folder}/thumbnail.webp`;
}

/** Where the admin's browser posts the file: the image library's staging, same type and size limits. */
export async function createAssetImageUpload(
  userName: string,
  file: CreateImageUpload,
): Promise<ImageUpload> {
  const uploadId = ulid();
  return {
    uploadId,
    ...(await presignStagedPost(stagedKey(userName, uploadId), file.contentType, file.size)),
  };
}

/** The user's staged upload checked (the library's messages on a wrong type or size) and stored. */
export async function storeAssetImage(
  userName: string,
  uploadId: string,
  folder: AssetImageFolder,
): Promise<{ imageKey: string; thumbnailKey: string }> {
  const staged = stagedKey(userName, uploadId);
  const { format, original, thumbnail } = await checkedStagedImage(staged);
  const base = `catalogue/${folder}/${ulid()}`;
  const imageKey = `${base}/original${format.extension}`;
  const thumbnailKey = `${base}/thumbnail.webp`;
  const bucket = config().ASSETS_BUCKET;
  await Promise.all([
    putImageFile(imageKey, original, format.contentType, bucket),
    putImageFile(thumbnailKey, thumbnail, 'image/webp', bucket),
  ]);
  await removeStaged(staged);
  return { imageKey, thumbnailKey };
}
