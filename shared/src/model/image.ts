import * as z from 'zod';
import { IMAGE_UPLOAD_MIME_TYPES } from '../rules/constants';
import { Id, requiredText } from './fields';

/** An image of the user's image library (spec 1 §3). */
export const Image = z.object({
  id: Id,
  name: z.string(),
  thumbnailUrl: z.string(),
  originalUrl: z.string(),
});
export type Image = z.infer<typeof Image>;

/** Inline rename (Save or Cancel). */
export const RenameImage = z.object({ name: requiredText(100) });
export type RenameImage = z.infer<typeof RenameImage>;

/** The picker accepts PNG and JPEG (spec 1 §5). */
export const IMAGE_CONTENT_TYPES = IMAGE_UPLOAD_MIME_TYPES;
export const ImageContentType = z.enum(IMAGE_CONTENT_TYPES);
export type ImageContentType = z.infer<typeof ImageContentType>;
