import { apiErrors, imageLibraryTexts } from '@msc/shared/messages';
import { IMAGE_MAX_BYTES } from '@msc/shared/rules/constants';
import { businessRule, notFound } from '#platform/http-error';
import { readStaged, removeStaged } from './image-files';
import { type ImageFormat, imageFormatOf, makeThumbnail, withoutMetadata } from './thumbnail';

const MEGABYTES = IMAGE_MAX_BYTES / (1024 * 1024);

export interface CheckedImage {
  format: ImageFormat;
  /** Upright, re-encoded, without the metadata a camera writes (EXIF: place, device, owner). */
  original: Buffer;
  /** WebP. */
  thumbnail: Buffer;
}

/**
 * A staged upload checked by its bytes, whatever its name or declared type said: a PNG or JPEG within the
 * size limit that decodes, with its thumbnail made. Anything else is refused with the image library's
 * messages and its staged file removed; the caller removes it once stored.
 */
export async function checkedStagedImage(staged: string): Promise<CheckedImage> {
  const bytes = await readStaged(staged, IMAGE_MAX_BYTES);
  if (bytes === undefined) throw notFound(apiErrors.imageUploadNotFound);
  if (bytes === 'tooLarge') {
    await removeStaged(staged);
    throw businessRule(imageLibraryTexts.tooLarge(MEGABYTES));
  }
  const format = imageFormatOf(bytes);
  const thumbnail = format ? await makeThumbnail(bytes).catch(() => undefined) : undefined;
  if (!format || !thumbnail) {
    await removeStaged(staged);
    throw businessRule(format ? imageLibraryTexts.notAnImage : imageLibraryTexts.wrongType);
  }
  return { format, original: await withoutMetadata(bytes, format), thumbnail };
}
