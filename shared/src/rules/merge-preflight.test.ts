import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { preflightTexts } from '../messages/preflight-texts';
import {
  type MergeFieldBox,
  mergePreflight,
  preflightCleared,
  preflightKey,
  proofPageOf,
  withResponseCodeCheck,
} from './merge-preflight';
import { ELLIPSIS, type TextMeasure } from './merge-text';

const measure: TextMeasure = (text, weight, size) => text.length * size * (weight === 'bold' ? 0.6 : 0.5);

/** An address block of 20 characters a line (10 pt in 100 points) and a greeting that may not be cut. */
const BOXES: MergeFieldBox[] = [
  {
    field: 'name',
    pattern: '{recipient.firstName} {recipient.lastName}',
    width: 100,
    size: 10,
    maxLines: 1,
    whenLong: 'shorten',
    required: ['lastName'],
    page: 1,
  },
  {
    field: 'addressLine',
    pattern: '{recipient.addressLine1}',
    width: 100,
    size: 10,
    maxLines: 1,
    whenLong: 'shorten',
    required: ['addressLine1'],
    page: 1,
  },
  {
    field: 'greeting',
    pattern: 'Dear {recipient.firstName},',
    width: 100,
    size: 10,
    maxLines: 1,
    whenLong: 'overflow',
    required: ['firstName'],
    page: 1,
  },
];

const recipient = (key: string, firstName: string, lastName: string, addressLine1 = '1 Elm St') => ({
  key,
  values: { firstName, lastName, addressLine1 },
});

const LIST = [
  recipient('P1', 'Pat', 'Sample'),
  recipient('P2', 'Maria Guadalupe', 'Hernandez-Villalobos'),
  recipient('P3', 'Christopher', 'Montgomery-Featherstonehaugh'),
  recipient('P4', 'Ann', 'Featherstonehaugh'),
  recipient('P5', '', 'Okafor', '12345 North Old Meadowbrook Boulevard'),
];

describe('mergePreflight', () => {
  const preflight = mergePreflight(BOXES, LIST, measure);

  it('counts the names the proof will shorten and shows the longest as printed', () => {
    const names = preflight.issues.find((issue) => issue.field === 'name' && issue.kind === 'shortened');
    expect(names?.recipientKeys).toEqual(['P2', 'P3', 'P4']);
    expect(names?.example).toEqual({
      recipientKey: 'P3',
      text: 'Christopher Montgomery-Featherstonehaugh',
      printed: [`Christopher Montgom${ELLIPSIS}`],
      page: 1,
    });
    expect(preflightTexts.issue('name', 'shortened', names!.recipientKeys.length)).toBe(
      '3 names will be shortened',
    );
  });

  it('flags an empty required field and a box that may not be cut', () => {
    const kinds = preflight.issues.map((issue) => [issue.field, issue.kind, issue.recipientKeys]);
    expect(kinds).toEqual([
      ['name', 'shortened', ['P2', 'P3', 'P4']],
      ['addressLine', 'shortened', ['P5']],
      ['greeting', 'emptyRequired', ['P5']],
      ['greeting', 'overflow', ['P2']],
    ]);
    const greeting = preflight.issues.find((issue) => issue.kind === 'overflow');
    expect(greeting?.example.printed).toEqual(['Dear Maria', 'Guadalupe,']);
  });

  it('keeps the longest case of every field, fitting or not', () => {
    expect(preflight.worstCases.map((worst) => [worst.field, worst.recipientKey, worst.status])).toEqual([
      ['name', 'P3', 'shortened'],
      ['addressLine', 'P5', 'shortened'],
      ['greeting', 'P2', 'overflow'],
    ]);
    expect(preflight.recipientCount).toBe(5);
  });

  it('finds nothing when every field fits', () => {
    const clean = mergePreflight(BOXES, [recipient('P1', 'Pat', 'Sample')], measure);
    expect(clean.issues).toEqual([]);
    expect(preflightCleared(clean, undefined)).toBe(true);
  });

  it('counts a recipient once per field and kind, whatever the number of boxes', () => {
    const twice = mergePreflight([BOXES[0]!, { ...BOXES[0]! }], LIST, measure);
    expect(twice.issues).toHaveLength(1);
    expect(twice.issues[0]?.recipientKeys).toHaveLength(3);
  });

  it('counts as shortened exactly the recipients whose name is wider than its box', () => {
    const names = fc.array(
      fc.record({
        first: fc.stringMatching(/^[A-Z][a-z]{0,14}$/),
        last: fc.stringMatching(/^[A-Z][a-z-]{0,24}$/),
      }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(names, (people) => {
        const list = people.map((person, index) => recipient(`R${index}`, person.first, person.last));
        const found = mergePreflight([BOXES[0]!], list, measure);
        const expected = list
          .filter(({ values }) => `${values.firstName} ${values.lastName}`.length > 20)
          .map(({ key }) => key);
        const shortened = found.issues.find((issue) => issue.kind === 'shortened');
        expect(shortened?.recipientKeys ?? []).toEqual(expected);
      }),
    );
  });
});

describe('the proof page of a finding', () => {
  // A postcard: the greeting on the front, the address block on the back (page 2).
  const postcard = BOXES.map((box) => ({ ...box, page: box.field === 'greeting' ? 1 : 2 }));

  it('is the page of the box that prints it, and the proof opens on the first issue’s page', () => {
    const preflight = mergePreflight(
      postcard,
      [recipient('r1', 'Bartholomew', 'Featherstonehaugh')],
      measure,
    );
    const name = preflight.issues.find((issue) => issue.field === 'name');
    expect(name?.example.page).toBe(2);
    expect(preflight.worstCases.find((worst) => worst.field === 'greeting')?.page).toBe(1);
    expect(proofPageOf(preflight)).toBe(2);
  });

  it('opens on the longest name’s page when nothing is flagged, else on page 1', () => {
    const preflight = mergePreflight(postcard, [recipient('r1', 'Al', 'Bo')], measure);
    expect(preflight.issues).toEqual([]);
    expect(proofPageOf(preflight)).toBe(2);
    expect(proofPageOf({ issues: [], worstCases: [] })).toBe(1);
  });
});

describe('acknowledging the preflight', () => {
  const preflight = mergePreflight(BOXES, LIST, measure);

  it('clears the issues it names, and no other list', () => {
    expect(preflightCleared(preflight, undefined)).toBe(false);
    expect(preflightCleared(preflight, preflightKey(preflight))).toBe(true);
    const another = mergePreflight(
      BOXES,
      [...LIST, recipient('P6', 'Bartholomew', 'Vanderbilt-Rutherford')],
      measure,
    );
    expect(preflightCleared(another, preflightKey(preflight))).toBe(false);
  });

  it('still holds when only a recipient that fits leaves the list', () => {
    const fewer = mergePreflight(BOXES, LIST.slice(1), measure);
    expect(preflightCleared(fewer, preflightKey(preflight))).toBe(true);
  });

  it('compares what the order state stores', () => {
    const sign = (key: string) => `#${key.length}`;
    expect(preflightCleared(preflight, sign(preflightKey(preflight)), sign)).toBe(true);
  });
});

describe('preflight texts', () => {
  it('counts and pluralizes each kind', () => {
    expect(preflightTexts.issue('name', 'shortened', 1)).toBe('1 name will be shortened');
    expect(preflightTexts.issue('addressLine', 'shortened', 2)).toBe('2 address lines will be shortened');
    expect(preflightTexts.issue('greeting', 'overflow', 1)).toBe('1 greeting will run past its box');
    expect(preflightTexts.issue('greeting', 'overflow', 4)).toBe('4 greetings will run past their box');
    expect(preflightTexts.issue('cityLine', 'emptyRequired', 1200)).toBe(
      '1,200 city, state and ZIP lines will be printed with a required field empty',
    );
  });
});

describe('the response code read back from a proof', () => {
  const clean = { recipientCount: 2, issues: [], worstCases: [] };
  const proof = { recipientKey: '0:P1', expected: 'https://portal.test/r/AB12CD34EF?via=qr', page: 1 };

  it('is no finding when the proof’s QR code is the recipient’s own URL', () => {
    expect(withResponseCodeCheck(clean, { ...proof, decoded: [proof.expected] })).toEqual(clean);
  });

  it('is a finding, first, when it decodes to another URL or to nothing, and changes what is acknowledged', () => {
    for (const decoded of [[], ['https://portal.test/r/ZZZZZZZZZZ?via=qr']]) {
      const checked = withResponseCodeCheck(clean, { ...proof, decoded });
      expect(checked.issues).toEqual([
        {
          field: 'responseCode',
          kind: 'unreadable',
          recipientKeys: ['0:P1'],
          example: { recipientKey: '0:P1', text: proof.expected, printed: decoded, page: 1 },
        },
      ]);
      expect(preflightCleared(checked, preflightKey(clean))).toBe(false);
      expect(proofPageOf(checked)).toBe(1);
    }
    expect(preflightTexts.issue('responseCode', 'unreadable', 1)).toBe(
      "1 QR code does not lead to its recipient's personal page",
    );
  });
});
