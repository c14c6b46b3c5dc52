import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardizeAddress, standardState, standardZip } from './address-standardization';

const address = (addressLine1: string, rest: Partial<Parameters<typeof standardizeAddress>[0]> = {}) => ({
  addressLine1,
  city: 'Bellevue',
  state: 'WA',
  postalCode: '98004',
  ...rest,
});

describe('standardizeAddress', () => {
  it.each([
    ['123 Main Street', '123 MAIN ST'],
    ['  123   main   street. ', '123 MAIN ST'],
    ['9 Park Avenue', '9 PARK AVE'],
    ['123 Avenue B', '123 AVENUE B'],
    ['5 Park', '5 PARK'],
    ['123 North Main Street', '123 N MAIN ST'],
    ['400 Elm Boulevard Southwest', '400 ELM BLVD SW'],
    ['1 North St', '1 NORTH ST'],
    ['12 E Front St', '12 E FRONT ST'],
    ['77 Sunset Blvd., Apartment 4', '77 SUNSET BLVD APT 4'],
    ['77 Sunset Blvd #4', '77 SUNSET BLVD # 4'],
    ['2200 Lakeview Parkway Suite 300', '2200 LAKEVIEW PKWY STE 300'],
    ['18 Old Mill Road', '18 OLD MILL RD'],
    ['PO Box 1234', 'PO BOX 1234'],
    ['350 Fifth Ave', '350 FIFTH AVE'],
    ['1600 Pennsylvania Avenue NW', '1600 PENNSYLVANIA AVE NW'],
    ['3 Ocean Crossing', '3 OCEAN XING'],
    ['1/2 Mile Hwy 6', '1/2 MILE HWY 6'],
  ])('%s → %s', (line, expected) => {
    expect(standardizeAddress(address(line)).addressLine1).toBe(expected);
  });

  it('standardizes a street the same behind any house number, the first time and again', () => {
    const lines = ['12 north main street apt 4', '9999 North Main Street Apt 4', '12B N. Main St, Apt 4'];
    for (let turn = 0; turn < 2; turn++) {
      expect(lines.map((line) => standardizeAddress(address(line)).addressLine1)).toEqual([
        '12 N MAIN ST APT 4',
        '9999 N MAIN ST APT 4',
        '12B N MAIN ST APT 4',
      ]);
    }
    // Without a house number the first word is the street's own: 'NORTH ST' keeps its name.
    expect(standardizeAddress(address('North Street')).addressLine1).toBe('NORTH ST');
  });

  it('abbreviates the unit designator of the second line', () => {
    expect(standardizeAddress(address('1 Main St', { addressLine2: 'Apartment 4b' })).addressLine2).toBe(
      'APT 4B',
    );
    expect(standardizeAddress(address('1 Main St', { addressLine2: 'suite 200' })).addressLine2).toBe(
      'STE 200',
    );
    expect(standardizeAddress(address('1 Main St', { addressLine2: 'Basement' })).addressLine2).toBe('BSMT');
    expect(standardizeAddress(address('1 Main St')).addressLine2).toBeUndefined();
  });

  it('upper-cases the city without its punctuation, and keeps every other field', () => {
    const standard = standardizeAddress({ ...address('1 Main St', { city: ' St. Louis ' }), email: 'a@b.c' });
    expect(standard.city).toBe('ST LOUIS');
    expect(standard.email).toBe('a@b.c');
  });
});

describe('standardState', () => {
  it('turns a name into its code and keeps a code', () => {
    expect(standardState('washington')).toBe('WA');
    expect(standardState(' New   York ')).toBe('NY');
    expect(standardState('N.Y.')).toBe('NY');
    expect(standardState('District of Columbia')).toBe('DC');
    expect(standardState('pr')).toBe('PR');
    expect(standardState('Narnia')).toBe('NARNIA');
  });
});

describe('standardZip', () => {
  it.each([
    ['98004', '98004'],
    [' 98004 ', '98004'],
    ['2134', '02134'],
    ['980041234', '98004-1234'],
    ['98004 1234', '98004-1234'],
    ['98004-1234', '98004-1234'],
    ['21341234', '02134-1234'],
    ['123', '123'],
    ['K1A 0B1', 'K1A 0B1'],
  ])('%s → %s', (zip, expected) => {
    expect(standardZip(zip)).toBe(expected);
  });
});

/** Real-shaped address parts: table words in any case, numbers, units, punctuation, padding. */
const word = fc.oneof(
  fc.constantFrom(
    'Main',
    'street',
    'ST.',
    'Avenue',
    'ave',
    'North',
    'n',
    'SW',
    'Southwest',
    'Park',
    'Apartment',
    'apt',
    'Suite',
    '#',
    '#4',
    'Unit',
    'B',
    'Key',
    'Trailer',
    'Front',
    'Lower',
    'Fl',
    'Floor',
    'Box',
    'PO',
    'Hwy',
    'Route',
    '1/2',
    '&',
    '-',
    '.',
    ',',
    'Crossing',
    'Way',
    'Oak',
  ),
  fc.integer({ min: 1, max: 99999 }).map(String),
  fc.string({ maxLength: 6 }),
);
const line = fc
  .array(word, { maxLength: 7 })
  .chain((words) => fc.constantFrom(' ', '  ', '\t').map((gap) => words.join(gap)));
const anyAddress = fc.record({
  addressLine1: line,
  addressLine2: fc.option(line, { nil: undefined }),
  city: line,
  state: fc.oneof(
    fc.constantFrom('wa', 'New York', 'N.Y.', 'Texas ', 'tx', 'XX', ''),
    fc.string({ maxLength: 4 }),
  ),
  postalCode: fc.oneof(
    fc.constantFrom('98004', '2134', '98004-1234', '980041234', ' 98004 1234', '', 'abc'),
    fc.string({ maxLength: 10 }),
  ),
});

describe('standardizeAddress properties', () => {
  it('is idempotent: standardizing a standard address changes nothing', () => {
    fc.assert(
      fc.property(anyAddress, (input) => {
        const once = standardizeAddress(input);
        expect(standardizeAddress(once)).toEqual(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('never loses a non-empty line', () => {
    fc.assert(
      fc.property(anyAddress, (input) => {
        const standard = standardizeAddress(input);
        for (const field of ['addressLine1', 'addressLine2', 'city', 'state', 'postalCode'] as const) {
          if ((input[field] ?? '').trim() !== '') expect(standard[field]).not.toBe('');
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('leaves no lower case, doubled or edge spaces in the lines', () => {
    fc.assert(
      fc.property(anyAddress, (input) => {
        const { addressLine1, city } = standardizeAddress(input);
        for (const text of [addressLine1, city]) {
          expect(text).toBe(text.trim());
          expect(text).not.toMatch(/\s{2}|[a-z]/);
        }
      }),
    );
  });
});
