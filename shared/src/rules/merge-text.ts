/**
 * How a text box of a proof lays out its text: the pattern filled with the form's and the recipient's
 * values, then wrapped into lines of the box's width. The proof renderer and the merge preflight both lay
 * out through here, with the same measurer, so the preflight says exactly what the proof prints.
 */

export type FontWeight = 'regular' | 'bold';

/** The width of `text` in points in the proof's font (pdf-lib's `widthOfTextAtSize` on the server). */
export type TextMeasure = (text: string, weight: FontWeight, size: number) => number;

export type TemplateValues = Record<string, string | undefined>;

/** What a box does with text that needs more lines than it holds. */
export type WhenLong = 'shorten' | 'overflow';

export interface TextFrame {
  /** Points. */
  width: number;
  size: number;
  bold?: boolean;
  /** Lines the box holds; without it the text wraps on as long as it needs (body copy). */
  maxLines?: number;
  /** 'shorten': cut with an ellipsis inside the box; 'overflow': printed in full, past the box. */
  whenLong?: WhenLong;
}

export type FitStatus = 'fits' | 'shortened' | 'overflow';

export interface FittedText {
  lines: string[];
  status: FitStatus;
}

export const ELLIPSIS = '\u2026';

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

const weightOf = (frame: TextFrame): FontWeight => (frame.bold ? 'bold' : 'regular');

/** Word wrap; with `breakWords`, a word wider than the box is broken between characters. */
function wrap(text: string, frame: TextFrame, measure: TextMeasure, breakWords: boolean): string[] {
  const weight = weightOf(frame);
  const fits = (candidate: string) => measure(candidate, weight, frame.size) <= frame.width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate) || (!line && !breakWords)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = word;
    while (breakWords && line.length > 1 && !fits(line)) {
      const rest = line;
      const cut = longestFitting(1, line.length - 1, (end) => fits(rest.slice(0, end)));
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The longest start of `text` that fits the width with an ellipsis after it. */
function ellipsize(text: string, frame: TextFrame, measure: TextMeasure): string {
  const weight = weightOf(frame);
  const cut = (end: number) => `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
  return cut(longestFitting(0, text.length, (end) => measure(cut(end), weight, frame.size) <= frame.width));
}

/**
 * The largest end in [low, high] whose start fits, else `low`, by halving: a longer start is never narrower
 * (a glyph's width outweighs any kerning), and trying one character less at a time made the preflight of
 * a 60,000-name list quadratic.
 */
function longestFitting(low: number, high: number, fitsAt: (end: number) => boolean): number {
  let found = low;
  let top = high;
  while (found < top) {
    const middle = Math.ceil((found + top) / 2);
    if (fitsAt(middle)) found = middle;
    else top = middle - 1;
  }
  return found;
}

/**
 * The lines a box prints for `text`, and whether the text fits, was shortened (cut with an ellipsis on
 * its last line) or overflows (printed in full past the box's lines or width).
 */
export function fitText(text: string, frame: TextFrame, measure: TextMeasure): FittedText {
  const maxLines = frame.maxLines;
  const shorten = maxLines !== undefined && frame.whenLong !== 'overflow';
  const lines = wrap(text, frame, measure, shorten);
  if (maxLines === undefined) return { lines, status: 'fits' };
  if (shorten) {
    if (lines.length <= maxLines) return { lines, status: 'fits' };
    const kept = lines.slice(0, maxLines);
    const rest = lines.slice(maxLines - 1).join(' ');
    kept[maxLines - 1] = ellipsize(rest, frame, measure);
    return { lines: kept, status: 'shortened' };
  }
  const tooWide = lines.some((line) => measure(line, weightOf(frame), frame.size) > frame.width);
  return { lines, status: lines.length > maxLines || tooWide ? 'overflow' : 'fits' };
}
