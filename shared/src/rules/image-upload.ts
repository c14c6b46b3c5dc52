import { imageLibraryTexts } from '../messages';
import { IMAGE_MAX_BYTES, IMAGE_UPLOAD_MIME_TYPES } from './constants';

/**
 * Why a picked file cannot go to the image library (spec 1 §5: PNG and JPEG), before anything is sent;
 * undefined when it may. The server checks the stored bytes again.
 */
export function imageFileProblem(file: { type: string; size: number }): string | undefined {
  if (!(IMAGE_UPLOAD_MIME_TYPES as readonly string[]).includes(file.type)) return imageLibraryTexts.wrongType;
  if (file.size > IMAGE_MAX_BYTES) return imageLibraryTexts.tooLarge(IMAGE_MAX_BYTES / (1024 * 1024));
  if (file.size === 0) return imageLibraryTexts.notAnImage;
  return undefined;
}
