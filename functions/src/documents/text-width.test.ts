import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { textWidth } from './text-width';

const TEXTS = [
  '',
  'A',
  'AVAVAV To Wa Yo',
  'Vanderbiltsworth-Montgomery',
  'José Ñúñez — “quoted” • 12½',
  '1234 N MAIN ST APT 5B, SPRINGFIELD, IL 62701-1234',
  'LT. Ty Vo, P.A. (AWAY)',
];

describe('textWidth', () => {
  it('gives the width pdf-lib measures, kerning included, in both proof fonts and at any size', async () => {
    const pdf = await PDFDocument.create();
    for (const name of [StandardFonts.Helvetica, StandardFonts.HelveticaBold]) {
      const font = await pdf.embedFont(name);
      for (const size of [9, 10.5, 12, 36]) {
        // Twice: the second answer comes from the memo.
        for (let turn = 0; turn < 2; turn++) {
          for (const text of TEXTS)
            expect(textWidth(font, text, size)).toBe(font.widthOfTextAtSize(text, size));
        }
      }
    }
  });

  it('never makes a longer start narrower, kerning and trailing spaces included (the preflight halves on it)', async () => {
    const pdf = await PDFDocument.create();
    for (const name of [StandardFonts.Helvetica, StandardFonts.HelveticaBold]) {
      const font = await pdf.embedFont(name);
      for (const text of [...TEXTS, 'T.T.T.Y.V.W.A,A;r.y.', 'Ty  Vo   AV  Wa . , LT']) {
        let previous = 0;
        for (let end = 0; end <= text.length; end++) {
          const width = textWidth(font, `${text.slice(0, end).trimEnd()}…`, 10);
          expect(width).toBeGreaterThanOrEqual(previous);
          previous = width;
        }
      }
    }
  });

  it('refuses text the standard fonts cannot encode, as pdf-lib does', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(() => font.widthOfTextAtSize('名', 12)).toThrow();
    expect(() => textWidth(font, '名', 12)).toThrow();
  });
});
