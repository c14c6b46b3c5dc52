import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFStream } from 'pdf-lib';

/** A filled rectangle of a page, in points from the page's bottom-left corner. */
export interface PageRectangle {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** One `drawRectangle` of pdf-lib as its content stream writes it: a move to the corner, then the path. */
const RECTANGLE =
  /1 0 0 1 (-?[\d.]+) (-?[\d.]+) cm\n(?:1 0 0 1 0 0 cm\n)*0 0 m\n0 (-?[\d.]+) l\n(-?[\d.]+) -?[\d.]+ l\n/gu;

/**
 * Test support: the rectangles drawn on a page of a PDF pdf-lib wrote, read from its content streams, so a
 * test can look at what was printed (an Intelligent Mail barcode's bars) rather than at what was meant.
 */
export async function rectanglesOf(bytes: Uint8Array, pageIndex: number): Promise<PageRectangle[]> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(pageIndex).node.Contents();
  const streams = (
    contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents]
  ) as PDFStream[];
  const text = streams
    .map((stream) =>
      new TextDecoder().decode(
        stream instanceof PDFRawStream ? decodePDFRawStream(stream).decode() : stream.getContents(),
      ),
    )
    .join('\n');
  return [...text.matchAll(RECTANGLE)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    height: Number(match[3]),
    width: Number(match[4]),
  }));
}
