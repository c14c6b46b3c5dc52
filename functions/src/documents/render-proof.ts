import type { Color, PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import type { DocumentTemplate, TemplateValues, TextBox } from './document-template';

export interface ProofImage {
  bytes: Uint8Array;
  type: 'png' | 'jpg';
}

/** `{agentFirstName}` → the form's value, `{recipient.firstName}` → the recipient's; unknown or empty → ''. */
export function fillPattern(pattern: string, values: TemplateValues, recipient: TemplateValues): string {
  return pattern
    .replace(/\{(recipient\.)?(\w+)\}/g, (_, isRecipient: string | undefined, name: string) => {
      const value = (isRecipient ? recipient : values)[name];
      return typeof value === 'string' ? value.trim() : '';
    })
    .replace(/\s+,/g, ',')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Standard fonts encode WinAnsi only: anything else (emoji, CJK) becomes '?' rather than failing the proof. */
const winAnsiSafe = (text: string) =>
  text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018-\u201d\u2022]/gu, '?');

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawTextBox(
  page: PDFPage,
  box: TextBox,
  text: string,
  fonts: { regular: PDFFont; bold: PDFFont },
  color: Color,
) {
  const font = box.bold ? fonts.bold : fonts.regular;
  const lines = wrap(winAnsiSafe(text), font, box.size, box.width);
  lines.forEach((line, index) => {
    page.drawText(line, {
      x: box.x,
      y: box.y - index * box.size * 1.3,
      size: box.size,
      font,
      color,
    });
  });
}

/**
 * Renders a proof of `template` with the form's `values` for one `recipient` (pure: no I/O). Text on a dark
 * artwork band is drawn white. Returns the PDF's bytes and its page count (what the PDF viewer pages through).
 */
export async function renderProof(
  template: DocumentTemplate,
  values: TemplateValues,
  recipient: TemplateValues,
  image?: ProofImage,
): Promise<{ bytes: Uint8Array; totalPages: number }> {
  // pdf-lib and its fonts (about 350 KB) load with the first proof, not with the Lambdas that can render one.
  const { PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Proof ${template.documentCode}`);
  pdf.setCreator('Marketing portal document editor');
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  let embedded: PDFImage | undefined;
  if (image)
    embedded = image.type === 'png' ? await pdf.embedPng(image.bytes) : await pdf.embedJpg(image.bytes);

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
    for (const box of spec.textBoxes) {
      const onBand = spec.artwork.some(
        (band) => box.y >= band.y && box.y <= band.y + band.height && band.height > 20,
      );
      const text = fillPattern(box.text, values, recipient);
      if (!text || /^License$/.test(text)) continue;
      if (onBand) {
        const font = box.bold ? fonts.bold : fonts.regular;
        wrap(winAnsiSafe(text), font, box.size, box.width).forEach((line, index) => {
          page.drawText(line, {
            x: box.x,
            y: box.y - index * box.size * 1.3,
            size: box.size,
            font,
            color: rgb(1, 1, 1),
          });
        });
      } else {
        drawTextBox(page, box, text, fonts, rgb(0.1, 0.1, 0.1));
      }
    }
  }
  return { bytes: await pdf.save(), totalPages: pdf.getPageCount() };
}
