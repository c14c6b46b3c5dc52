import { DIRECTIONAL, STATE_CODE, STREET_SUFFIX, UNIT_DESIGNATOR } from './usps-tables';

/**
 * A recipient's address standardized the USPS way (Publication 28) before a list is priced: upper case,
 * single spaces, no punctuation but '#', '-', '/' and '&', the street suffix, directionals and unit
 * designators abbreviated, the state as its two-letter code and the ZIP code as 12345 or 12345-6789.
 * Standardizing twice changes nothing, and a line that had text keeps text.
 */

export interface PostalAddress {
  addressLine1: string;
  addressLine2?: string | undefined;
  city: string;
  state: string;
  postalCode: string;
}

/** Text already of single spaces between words is answered as it is (most of a list: no new string). */
const SINGLE_SPACED = /^\S+(?: \S+)*$/;
const collapse = (text: string) => (SINGLE_SPACED.test(text) ? text : text.replace(/\s+/g, ' ').trim());
/** A line already clean: upper-case letters, digits, '-', '/', '&', single spaces. */
const CLEAN_LINE = /^[A-Z0-9\-/&]+(?: [A-Z0-9\-/&]+)*$/;

/** Upper case, punctuation but '#', '-', '/', '&' gone, single spaces; a line of punctuation alone stays. */
function cleanLine(line: string | undefined): string {
  const upperCased = (line ?? '').toUpperCase();
  if (CLEAN_LINE.test(upperCased)) return upperCased;
  const upper = collapse(upperCased);
  const words = collapse(upper.replace(/[^A-Z0-9#\-/& ]/g, ' ').replace(/#(?=\S)/g, '# '));
  return words || upper;
}

/** The unit part's designator ('APARTMENT 4', 'Suite 200') as its standard abbreviation. */
function abbreviateDesignator(words: readonly string[]): string[] {
  const [first, ...rest] = words;
  if (first === undefined) return [];
  return [UNIT_DESIGNATOR.get(first) ?? first, ...rest];
}

/**
 * A unit number follows a designator: digits, or one letter ('APT B') that is no directional — 'MAIN
 * FLOOR N' is a street name and its post-directional, whether it came as 'N' or 'NORTH'.
 */
const isUnitNumber = (word: string | undefined) =>
  word !== undefined && (/\d/.test(word) || (word.length === 1 && !DIRECTIONAL.has(word)));

/**
 * Where the unit part of a street line starts ('#' or a designator with its number after the street), or
 * the line's length: '12 E FRONT ST' has none, '12 MAIN ST FRONT 2' has one.
 */
function unitStart(words: readonly string[]): number {
  for (let index = 2; index < words.length; index++) {
    const word = words[index]!;
    if (word === '#' && index < words.length - 1) return index;
    if (UNIT_DESIGNATOR.has(word) && isUnitNumber(words[index + 1])) return index;
  }
  return words.length;
}

/**
 * The street line: the suffix abbreviated — the street part's last word when it is a suffix and not the
 * street's only name word ('9 PARK AVENUE' → '9 PARK AVE', '123 AVENUE B' and '5 PARK' keep theirs) —
 * and the directionals around a street name ('123 NORTH MAIN STREET' → '123 N MAIN ST'; '1 NORTH ST'
 * keeps its name).
 */
function standardStreetLine(line: string | undefined): string {
  const cleaned = cleanLine(line);
  // What follows a house number is standardized the same whatever the number: once per street (a list
  // names the same streets over and over).
  const space = cleaned.indexOf(' ');
  if (space > 0 && FIRST_WORD_HAS_DIGIT.test(cleaned)) {
    return `${cleaned.slice(0, space)} ${afterHouseNumberOnce(cleaned.slice(space + 1))}`;
  }
  return standardStreetWords(cleaned);
}

const FIRST_WORD_HAS_DIGIT = /^[^ ]*\d/;

/** The standard street line of a cleaned line (upper case, single spaces). */
function standardStreetWords(cleaned: string): string {
  if (!cleaned) return cleaned;
  const words = cleaned.split(' ');
  const end = unitStart(words);
  const street = words.slice(0, end);
  const first = /\d/.test(street[0] ?? '') ? 1 : 0;
  let last = street.length - 1;
  if (last > first + 1 && DIRECTIONAL.has(street[last]!)) {
    street[last] = DIRECTIONAL.get(street[last]!)!;
    last--;
  }
  let nameEnd = last + 1;
  if (last > first && STREET_SUFFIX.has(street[last]!)) {
    street[last] = STREET_SUFFIX.get(street[last]!)!;
    nameEnd = last;
  }
  if (nameEnd - first >= 2 && DIRECTIONAL.has(street[first]!)) {
    street[first] = DIRECTIONAL.get(street[first]!)!;
  }
  return [...street, ...abbreviateDesignator(words.slice(end))].join(' ');
}

/** The second line: its unit designator abbreviated ('Apartment 4B' → 'APT 4B', 'Basement' → 'BSMT'). */
function standardSecondLine(line: string | undefined): string {
  const cleaned = cleanLine(line);
  return cleaned ? abbreviateDesignator(cleaned.split(' ')).join(' ') : cleaned;
}

/** The two-letter code of a state written as a code or a name; anything else upper-cased as it is. */
export function standardState(state: string): string {
  const key = collapse(state.toUpperCase().replace(/\./g, ''));
  return STATE_CODE.get(key) ?? (key || collapse(state));
}

/** Whether the text is a USPS state, territory or armed-forces code. */
export const isStateCode = (state: string) => state.length === 2 && STATE_CODE.has(state);

/**
 * 12345 or 12345-6789 from what spreadsheets make of them: spaces, a missing dash, or the leading zeros
 * a number column drops (2134 → 02134). Anything else is only trimmed (and reads as incomplete).
 */
export function standardZip(postalCode: string): string {
  const trimmed = collapse(postalCode);
  if (!/^[\d\s-]+$/.test(trimmed)) return trimmed.toUpperCase();
  const digits = trimmed.replace(/\D/g, '');
  if (digits.length === 5 || digits.length === 4) return digits.padStart(5, '0');
  if (digits.length === 9 || digits.length === 8) {
    const full = digits.padStart(9, '0');
    return `${full.slice(0, 5)}-${full.slice(5)}`;
  }
  return trimmed;
}

export const isZipShape = (postalCode: string) => /^\d{5}(-\d{4})?$/.test(postalCode);

/** The address standardized; every other field of the record as it was. */
export function standardizeAddress<T extends PostalAddress>(address: T): T {
  const addressLine2 = address.addressLine2 === undefined ? undefined : secondLineOnce(address.addressLine2);
  return {
    ...address,
    addressLine1: standardStreetLine(address.addressLine1),
    ...(addressLine2 === undefined ? {} : { addressLine2 }),
    city: cityOnce(address.city),
    state: stateOnce(address.state),
    postalCode: zipOnce(address.postalCode),
  };
}

/**
 * The parts that repeat down a list (cities, states, ZIPs, unit lines) standardized once each: a memo of
 * the last few thousand, so a list of 100,000 is not 100,000 times the same work. Same answers.
 */
function once(standardize: (text: string) => string): (text: string) => string {
  const known = new Map<string, string>();
  return (text) => {
    let standard = known.get(text);
    if (standard === undefined) {
      standard = standardize(text);
      if (known.size >= 5000) known.clear();
      known.set(text, standard);
    }
    return standard;
  };
}
const cityOnce = once(cleanLine);
const stateOnce = once(standardState);
const zipOnce = once(standardZip);
const secondLineOnce = once(standardSecondLine);
// Behind a stand-in house number: the words' places (the unit's search starts at the third) stay the same.
const afterHouseNumberOnce = once((rest) => standardStreetWords(`0 ${rest}`).slice(2));

/** A name with single spaces (its case is the agent's: the letter greets the person by it). */
export const standardName = (name: string) => collapse(name);
