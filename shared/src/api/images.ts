import * as z from 'zod';
import { Id, requiredText, UlidId } from '../model/fields';
import { Image, ImageContentType, RenameImage } from '../model/image';
import { IMAGE_MAX_BYTES, IMAGES_PAGE_SIZE } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

export const ImagesQuery = z.object({ ...pagingQuery([IMAGES_PAGE_SIZE], IMAGES_PAGE_SIZE) });
export type ImagesQuery = z.input<typeof ImagesQuery>;

export const ImagePage = pageOf(Image);
export type ImagePage = z.infer<typeof ImagePage>;

/** What the picker read of the file; the server checks the stored bytes again. */
export const CreateImageUpload = z.object({
  fileName: z.string().trim().min(1).max(255),
  contentType: ImageContentType,
  size: z.number().int().positive().max(IMAGE_MAX_BYTES),
});
export type CreateImageUpload = z.infer<typeof CreateImageUpload>;

/** Where to POST the file: a form with these fields, then the file; storage holds it to this type and size. */
export const ImageUpload = z.object({
  uploadId: Id,
  url: z.string(),
  fields: z.record(z.string(), z.string()),
});
export type ImageUpload = z.infer<typeof ImageUpload>;

export const AddImage = z.object({ uploadId: UlidId, name: requiredText(100) });
export type AddImage = z.infer<typeof AddImage>;

const ImageParams = z.object({ id: Id });

/**
 * The user's image library (spec 1 §2 Account area: image-library; §7 Images). The file goes to storage
 * with a presigned URL, never through the API; adding it checks the bytes and makes the thumbnail.
 */
export const imagesApi = {
  list: endpoint({
    method: 'GET',
    path: '/images',
    auth: 'user',
    query: ImagesQuery,
    response: ImagePage,
  }),
  /** A presigned PUT for one PNG or JPEG within the size limit. */
  createUpload: endpoint({
    method: 'POST',
    path: '/images/uploads',
    auth: 'user',
    body: CreateImageUpload,
    response: ImageUpload,
    status: 201,
  }),
  /** The uploaded file becomes a library image: type checked by its bytes, thumbnail made. */
  add: endpoint({
    method: 'POST',
    path: '/images',
    auth: 'user',
    body: AddImage,
    response: Image,
    status: 201,
  }),
  /** Inline rename (Save or Cancel). */
  rename: endpoint({
    method: 'PUT',
    path: '/images/{id}',
    auth: 'user',
    params: ImageParams,
    body: RenameImage,
    response: Image,
  }),
  /** Delete image (after the confirm prompt): the record and its files. */
  remove: endpoint({
    method: 'DELETE',
    path: '/images/{id}',
    auth: 'user',
    params: ImageParams,
    response: z.object({ id: Id }),
  }),
};
