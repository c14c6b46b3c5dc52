import { inflateSync } from 'node:zlib';
import type { PDFDocument, PDFNumber, PDFPage } from 'pdf-lib';

/**
 * The QR code of a piece's personal URL (issue 48): drawn into the proof as an image, and read back from
 * the proof's own bytes by the preflight, so what is checked is what prints.
 */

/** Pixels per module: a 1.25-inch code of a version-3 symbol prints at about 300 dpi. */
const PIXELS_PER_MODULE = 10;

/** The QR code of `url` as a PNG (quiet zone of 4 modules, medium error correction: survives a smudge). */
async function qrPng(url: string): Promise<Uint8Array> {
  // qrcode loads with the first proof that carries a code, not with every Lambda that renders a document.
  const { toBuffer } = await import('qrcode');
  return toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: PIXELS_PER_MODULE });
}

/** Draws the QR code of `url` into `box` (a square of `size` points from its bottom-left corner). */
export async function drawResponseQr(
  pdf: PDFDocument,
  page: PDFPage,
  box: { x: number; y: number; size: number },
  url: string,
): Promise<void> {
  const image = await pdf.embedPng(await qrPng(url));
  page.drawImage(image, { x: box.x, y: box.y, width: box.size, height: box.size });
}

/** An image of the PDF as RGBA pixels (8-bit RGB or gray, Flate-compressed: what pdf-lib writes of a PNG). */
interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

async function imagesOf(bytes: Uint8Array): Promise<Pixels[]> {
  const { PDFDocument, PDFName, PDFRawStream } = await import('pdf-lib');
  const pdf = await PDFDocument.load(bytes);
  const images: Pixels[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (dict.get(PDFName.of('Filter')) !== PDFName.of('FlateDecode')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const space = dict.get(PDFName.of('ColorSpace'));
    const channels = space === PDFName.of('DeviceRGB') ? 3 : space === PDFName.of('DeviceGray') ? 1 : 0;
    if (!channels) continue;
    const raw = inflateSync(object.contents);
    if (raw.length !== width * height * channels) continue;
    const data = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) {
      for (let channel = 0; channel < 3; channel++) {
        data[pixel * 4 + channel] = raw[pixel * channels + (channels === 3 ? channel : 0)]!;
      }
      data[pixel * 4 + 3] = 255;
    }
    images.push({ data, width, height });
  }
  return images;
}

/** The text of every QR code among a PDF's images (a photo decodes to nothing and is left out). */
export async function readProofQrCodes(bytes: Uint8Array): Promise<string[]> {
  const { default: jsQR } = await import('jsqr');
  const found: string[] = [];
  for (const image of await imagesOf(bytes)) {
    const code = jsQR(image.data, image.width, image.height, { inversionAttempts: 'dontInvert' });
    if (code) found.push(code.data);
  }
  return found;
}
