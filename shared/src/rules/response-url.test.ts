import { describe, expect, it } from 'vitest';
import {
  normalizeResponseCode,
  parseResponseUrl,
  printedResponseUrl,
  RESPONSE_CODE_ALPHABET,
  RESPONSE_CODE_LENGTH,
  responseCodeOfDigest,
  responseUrl,
} from './response-url';

const PORTAL = 'https://portal.example.com';

describe('the personal URL of a response code', () => {
  it('is the response page on the portal’s origin; the QR code’s adds the scan marker', () => {
    expect(responseUrl(PORTAL, 'AB12CD34EF')).toBe('https://portal.example.com/r/AB12CD34EF');
    expect(responseUrl(`${PORTAL}/`, 'AB12CD34EF', true)).toBe(
      'https://portal.example.com/r/AB12CD34EF?via=qr',
    );
    expect(printedResponseUrl('http://localhost:3000', 'AB12CD34EF')).toBe('localhost:3000/r/AB12CD34EF');
  });

  it('reads back the code of a URL of its own, and whether it was scanned', () => {
    expect(parseResponseUrl(responseUrl(PORTAL, 'AB12CD34EF', true), PORTAL)).toEqual({
      code: 'AB12CD34EF',
      scanned: true,
    });
    expect(parseResponseUrl(responseUrl(PORTAL, 'AB12CD34EF'), PORTAL)).toEqual({
      code: 'AB12CD34EF',
      scanned: false,
    });
  });

  it('reads nothing of another origin, another path, a malformed code or no URL', () => {
    expect(parseResponseUrl('https://evil.example.com/r/AB12CD34EF', PORTAL)).toBeUndefined();
    expect(parseResponseUrl('https://portal.example.com/x/AB12CD34EF', PORTAL)).toBeUndefined();
    expect(parseResponseUrl('https://portal.example.com/r/AB12CD34E', PORTAL)).toBeUndefined();
    expect(parseResponseUrl('https://portal.example.com/r/ab12cd34ef', PORTAL)).toBeUndefined();
    expect(parseResponseUrl('https://portal.example.com/r/AB12CD34EF/more', PORTAL)).toBeUndefined();
    expect(parseResponseUrl('not a url', PORTAL)).toBeUndefined();
  });
});

describe('a response code', () => {
  it('is 10 characters of Crockford’s base 32 taken from a digest’s first 50 bits', () => {
    expect(responseCodeOfDigest(new Uint8Array(32))).toBe('0000000000');
    expect(responseCodeOfDigest(new Uint8Array(32).fill(255))).toBe('ZZZZZZZZZZ');
    // 0b00001 00010 00011 … : the 5-bit groups in order.
    const digest = Uint8Array.from([0x08, 0x86, 0x42, 0x98, 0xe8, 0x4a, 0x96, 0x80]);
    expect(responseCodeOfDigest(digest)).toBe('123456789A');
    expect(() => responseCodeOfDigest(new Uint8Array(6))).toThrow();
    const code = responseCodeOfDigest(Uint8Array.from({ length: 32 }, (_, index) => index * 37));
    expect(code).toHaveLength(RESPONSE_CODE_LENGTH);
    expect([...code].every((char) => RESPONSE_CODE_ALPHABET.includes(char))).toBe(true);
  });

  it('as typed is read in upper case, with O, I and L as the digits they look like', () => {
    expect(normalizeResponseCode(' ab12cd34ef ')).toBe('AB12CD34EF');
    expect(normalizeResponseCode('oilOIL0000')).toBe('0110110000');
    expect(normalizeResponseCode('AB12CD34E')).toBeUndefined();
    expect(normalizeResponseCode('AB12CD34EU')).toBeUndefined();
  });
});
