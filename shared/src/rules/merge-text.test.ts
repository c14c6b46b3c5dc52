import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ELLIPSIS, fillPattern, fitText, type TextMeasure } from './merge-text';

/** Half an em a character, bold a little wider: enough to reason about widths by hand. */
const measure: TextMeasure = (text, weight, size) => text.length * size * (weight === 'bold' ? 0.6 : 0.5);
/** 20 characters of 10 pt text. */
const oneLine = { width: 100, size: 10, maxLines: 1, whenLong: 'shorten' as const };

describe('fillPattern', () => {
  it('fills form and recipient fields and tidies what an empty field leaves', () => {
    expect(
      fillPattern(
        '{recipient.city}, {recipient.state} {recipient.postalCode}',
        {},
        { city: 'Joliet', state: 'IL', postalCode: '60431' },
      ),
    ).toBe('Joliet, IL 60431');
    expect(fillPattern('Dear {recipient.firstName},', {}, {})).toBe('Dear,');
    expect(fillPattern('{agentFirstName} {agentLastName}', { agentFirstName: 'Dana' }, {})).toBe('Dana');
  });
});

describe('fitText', () => {
  it('keeps a text that fits as it is', () => {
    expect(fitText('Pat Sample', oneLine, measure)).toEqual({ lines: ['Pat Sample'], status: 'fits' });
  });

  it('shortens a text longer than the box with an ellipsis inside the width', () => {
    const fitted = fitText('Christopher Montgomery-Featherstonehaugh', oneLine, measure);
    expect(fitted.status).toBe('shortened');
    expect(fitted.lines).toEqual([`Christopher Montgom${ELLIPSIS}`]);
    expect(measure(fitted.lines[0]!, 'regular', 10)).toBeLessThanOrEqual(100);
  });

  it('breaks one word wider than the box before shortening it', () => {
    const fitted = fitText('Featherstonehaugh-Montgomery', { ...oneLine, maxLines: 2 }, measure);
    expect(fitted).toEqual({ lines: ['Featherstonehaugh-Mo', 'ntgomery'], status: 'fits' });
  });

  it('prints an overflowing box in full and says it overflows', () => {
    const frame = { ...oneLine, whenLong: 'overflow' as const };
    expect(fitText('Dear Maximiliano-Alejandro,', frame, measure)).toEqual({
      lines: ['Dear', 'Maximiliano-Alejandro,'],
      status: 'overflow',
    });
    expect(fitText('Dear Pat,', frame, measure).status).toBe('fits');
  });

  it('wraps body copy without a line limit', () => {
    const fitted = fitText(
      'one two three four five six seven eight nine ten',
      { width: 50, size: 10 },
      measure,
    );
    expect(fitted.status).toBe('fits');
    expect(fitted.lines).toEqual(['one two', 'three four', 'five six', 'seven', 'eight nine', 'ten']);
  });

  const words = fc.array(fc.stringMatching(/^[A-Za-z'-]{1,30}$/), { minLength: 1, maxLength: 8 });
  const frames = fc.record({
    width: fc.integer({ min: 20, max: 300 }),
    size: fc.constantFrom(9, 10, 11, 12),
    maxLines: fc.integer({ min: 1, max: 3 }),
  });

  it('never prints a shortened box wider or longer than the box, and shortens only what does not fit', () => {
    fc.assert(
      fc.property(words, frames, (parts, frame) => {
        const text = parts.join(' ');
        const fitted = fitText(text, { ...frame, whenLong: 'shorten' }, measure);
        expect(fitted.lines.length).toBeLessThanOrEqual(frame.maxLines);
        for (const line of fitted.lines)
          expect(measure(line, 'regular', frame.size)).toBeLessThanOrEqual(frame.width);
        const printedInFull = fitted.lines.join('').replace(/\s/g, '') === text.replace(/\s/g, '');
        expect(fitted.status === 'fits').toBe(printedInFull);
        if (fitted.status === 'shortened') expect(fitted.lines.at(-1)!.endsWith(ELLIPSIS)).toBe(true);
      }),
    );
  });

  it('loses no word of an overflowing box', () => {
    fc.assert(
      fc.property(words, frames, (parts, frame) => {
        const fitted = fitText(parts.join(' '), { ...frame, whenLong: 'overflow' }, measure);
        expect(fitted.lines.join(' ')).toBe(parts.join(' '));
        const fits =
          fitted.lines.length <= frame.maxLines &&
          fitted.lines.every((line) => measure(line, 'regular', frame.size) <= frame.width);
        expect(fitted.status).toBe(fits ? 'fits' : 'overflow');
      }),
    );
  });
});
