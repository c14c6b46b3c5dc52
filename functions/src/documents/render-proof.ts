import { routingCodeOf, SERVICE_TYPE_IDS, trackingCodeOf } from '@msc/shared/rules/intelligent-mail';
import { fillPattern, fitText, type TextMeasure } from '@msc/shared/rules/merge-text';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import type { DocumentTemplate, TemplateValues, TextBox } from './document-template';
import { imbBars } from './intelligent-mail-barcode';
import { drawResponseQr } from './response-qr';
import { textWidth } from './text-width';

export { fillPattern };

export interface ProofImage {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

/** Standard fonts encode WinAnsi only: anything else (emoji, CJK) becomes '?' rather than failing the proof. */
export const winAnsiSafe = (text: string) =>
  text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018-\u201d\u2022]/gu, '?');

interface ProofFonts {
  regular: PDFFont;
  bold: PDFFont;
}

async function embedFonts(pdf: PDFDocument): Promise<ProofFonts> {
  const { StandardFonts } = await import('pdf-lib');
  return {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
}

const measureWith =
  (fonts: ProofFonts): TextMeasure =>
  (text, weight, size) =>
    textWidth(fonts[weight], text, size);

let measurer: Promise<TextMeasure> | undefined;

/**
 * The proof's own text measurer (Helvetica and Helvetica Bold, as every proof embeds them), for the merge
 * preflight: what it says fits is what renderProof prints.
 */
export function proofTextMeasure(): Promise<TextMeasure> {
  measurer ??= import('pdf-lib')
    .then(({ PDFDocument }) => PDFDocument.create())
    .then(embedFonts)
    .then(measureWith);
  measurer.catch(() => {
    measurer = undefined;
  });
  return measurer;
}

type Band = DocumentTemplate['pages'][number]['artwork'][number];

/**
 * Whether a text box starts on a dark artwork band (its text is drawn white): inside the band's height and
 * width. A thin rule (a postcard's divider) is no band: text beside it stays dark.
 */
export function isOnBand(box: Pick<TextBox, 'x' | 'y'>, band: Band): boolean {
  return (
    band.height > 20 &&
    band.width > 20 &&
    box.y >= band.y &&
    box.y <= band.y + band.height &&
    box.x >= band.x &&
    box.x <= band.x + band.width
  );
}

/** A box's lines: merge fields held to their box's lines as the preflight says, other text wrapped. */
function drawTextBox(page: PDFPage, box: TextBox, text: string, fonts: ProofFonts, color: Color) {
  const font = box.bold ? fonts.bold : fonts.regular;
  const frame = { ...box, maxLines: box.merge?.maxLines, whenLong: box.merge?.whenLong };
  fitText(winAnsiSafe(text), frame, measureWith(fonts)).lines.forEach((line, index) => {
    page.drawText(line, {
      x: box.x,
      y: box.y - index * box.size * 1.3,
      size: box.size,
      font,
      color,
    });
  });
}

/** The piece's Intelligent Mail barcode: its 20-digit tracking code and its routing code (ZIP+4). */
export interface ProofImb {
  trackingCode: string;
  routingCode: string;
}

/**
 * A proof before its piece is mailed shows where the barcode goes with a sample (mailer id 000000, serial 0)
 * routed to the recipient's ZIP; the mailed piece carries its own (`mail-tracking`).
 */
export const sampleImb = (recipient: TemplateValues): ProofImb => ({
  trackingCode: trackingCodeOf({
    serviceTypeId: SERVICE_TYPE_IDS.marketing,
    mailerId: '000000',
    serial: '000000000',
  }),
  routingCode: routingCodeOf(recipient.postalCode ?? '') ?? '',
});

async function drawImb(page: PDFPage, at: { x: number; y: number }, imb: ProofImb, black: Color) {
  for (const bar of await imbBars(imb.trackingCode, imb.routingCode)) {
    page.drawRectangle({
      x: at.x + bar.x,
      y: at.y + bar.y,
      width: bar.width,
      height: bar.height,
      color: black,
    });
  }
}

/**
 * Renders a proof of `template` with the form's `values` for one `recipient` (pure: no I/O). Text on a dark
 * artwork band is drawn white. A recipient with a response code (`responseScanUrl`, `responseUrl`) gets its
 * QR code in the template's response box and its personal URL; without one, the box is a framed blank and
 * its texts are left out. A page with an address block for the mail stream gets the piece's Intelligent
 * Mail barcode (`imb`, else a sample). Returns the PDF's bytes and its page count (what the PDF viewer pages through).
 */
export async function renderProof(
  template: DocumentTemplate,
  values: TemplateValues,
  recipient: TemplateValues,
  image?: ProofImage,
  imb?: ProofImb,
): Promise<{ bytes: Uint8Array; totalPages: number }> {
  // pdf-lib and its fonts (about 350 KB) load with the first proof, not with the Lambdas that can render one.
  const { PDFDocument, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Proof ${template.documentCode}`);
  pdf.setCreator('Marketing portal document editor');
  const fonts = await embedFonts(pdf);
  const embedded = image
    ? image.type === 'png'
      ? await pdf.embedPng(image.bytes)
      : await pdf.embedJpg(image.bytes)
    : undefined;

  for (const spec of template.pages) {
    const page = pdf.addPage([template.pageSize[0], template.pageSize[1]]);
    for (const band of spec.artwork) {
      page.drawRectangle({ ...band, color: rgb(...band.color) });
    }
    if (spec.imageBox) {
      if (embedded) {
        const scaled = embedded.scaleToFit(spec.imageBox.width, spec.imageBox.height);
        page.drawImage(embedded, { x: spec.imageBox.x, y: spec.imageBox.y, ...scaled });
      } else {
        page.drawRectangle({ ...spec.imageBox, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 1 });
      }
    }
    if (spec.responseBox) {
      const url = recipient.responseScanUrl;
      if (url) await drawResponseQr(pdf, page, spec.responseBox, url);
      else {
        const { x, y, size } = spec.responseBox;
        page.drawRectangle({
          x,
          y,
          width: size,
          height: size,
          borderColor: rgb(0.6, 0.6, 0.6),
          borderWidth: 1,
        });
      }
    }
    if (spec.imbBox) await drawImb(page, spec.imbBox, imb ?? sampleImb(recipient), rgb(0, 0, 0));
    for (const box of spec.textBoxes) {
      if (box.withResponseCode && !recipient.responseUrl) continue;
      const onBand = spec.artwork.some((band) => isOnBand(box, band));
      const text = fillPattern(box.text, values, recipient);
      if (!text || /^License$/.test(text)) continue;
      drawTextBox(page, box, text, fonts, onBand ? rgb(1, 1, 1) : rgb(0.1, 0.1, 0.1));
    }
  }
  return { bytes: await pdf.save(), totalPages: pdf.getPageCount() };
}
