import { IMAGE_MAX_PIXELS } from '@msc/shared/rules/constants';

export type ImageFormat =
  | { contentType: 'image/png'; extension: '.png' }
  | { contentType: 'image/jpeg'; extension: '.jpg' };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, index) => bytes[index] === byte);

/** What the bytes are, whatever the name or the declared type says; undefined for anything else. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | undefined {
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: 'image/png', extension: '.png' };
  if (startsWith(bytes, JPEG_SIGNATURE)) return { contentType: 'image/jpeg', extension: '.jpg' };
  return undefined;
}

/** The longest side of a thumbnail, in pixels: the library's cards show them at about 240. */
export const THUMBNAIL_SIZE = 480;

/**
 * A WebP thumbnail, upright (EXIF orientation applied), never enlarged. sharp refuses more than
 * IMAGE_MAX_PIXELS (a decompression bomb) and a truncated or corrupt file: both throw.
 */
export async function makeThumbnail(bytes: Buffer): Promise<Buffer> {
  // The native library loads with the first upload, not with every request of the image library.
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * The image as uploaded, upright and re-encoded in its own format without its metadata (EXIF, XMP, IPTC:
 * where and with what a photo was taken); sharp writes none unless told to.
 */
export async function withoutMetadata(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' }).rotate();
  return (format.extension === '.png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
}
