import type { imagesApi } from '@msc/shared/api/images';
import { now } from '@msc/shared/clock';
import { apiErrors } from '@msc/shared/messages';
import type { Image } from '@msc/shared/model/image';
import { ulid } from 'ulid';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { checkedStagedImage } from './checked-upload';
import {
  imageKeys,
  imageUrl,
  presignStagedPost,
  putImageFile,
  removeImageFiles,
  removeStaged,
  stagedKey,
} from './image-files';
import { createImage, deleteImage, type ImageItem, imageOf, imagesOfUser, renameImage } from './images-store';

async function toImage(item: ImageItem): Promise<Image> {
  const [originalUrl, thumbnailUrl] = await Promise.all([
    imageUrl(item.s3Key),
    imageUrl(item.thumbnailKey ?? item.s3Key),
  ]);
  return { id: item.imageId, name: item.name, originalUrl, thumbnailUrl };
}

async function ownImage(userName: string, imageId: string): Promise<ImageItem> {
  const item = await imageOf(userName, imageId);
  if (!item) throw notFound(apiErrors.imageNotFound);
  return item;
}

export const imagesService: Implementation<typeof imagesApi> = {
  list: async ({ ctx, query }) => {
    const images = await imagesOfUser(ctx.user.userName);
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: await Promise.all(images.slice(start, start + query.pageSize).map(toImage)),
      totalCount: images.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },

  createUpload: async ({ ctx, body }) => {
    const uploadId = ulid();
    return {
      uploadId,
      ...(await presignStagedPost(stagedKey(ctx.user.userName, uploadId), body.contentType, body.size)),
    };
  },

  add: async ({ ctx, body }) => {
    const userName = ctx.user.userName;
    const staged = stagedKey(userName, body.uploadId);
    const { format, original, thumbnail } = await checkedStagedImage(staged);
    const imageId = ulid();
    const keys = imageKeys(userName, imageId, format.extension);
    // Files first, the record last: a failure in between leaves no record pointing at a missing file.
    await Promise.all([
      putImageFile(keys.original, original, format.contentType),
      putImageFile(keys.thumbnail, thumbnail, 'image/webp'),
    ]);
    const item: ImageItem = {
      userName,
      imageId,
      name: body.name,
      s3Key: keys.original,
      thumbnailKey: keys.thumbnail,
      contentType: format.contentType,
      sizeBytes: original.length,
      created: now().toISOString(),
    };
    await createImage(item);
    await removeStaged(staged);
    return toImage(item);
  },

  rename: async ({ ctx, params, body }) => {
    await ownImage(ctx.user.userName, params.id);
    return toImage(await renameImage(ctx.user.userName, params.id, body.name));
  },

  remove: async ({ ctx, params }) => {
    const item = await ownImage(ctx.user.userName, params.id);
    // The record first: once it is gone nothing points at the files, so a failure below only leaves
    // unreachable objects, never a broken image in the library.
    await deleteImage(ctx.user.userName, params.id);
    await removeImageFiles([item.s3Key, ...(item.thumbnailKey ? [item.thumbnailKey] : [])]);
    return { id: params.id };
  },
};
