import { describe, expect, it } from 'vitest';
import { sniffFormat } from './sniff-file';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('sniffFormat', () => {
  it('knows a zip (an .xlsx candidate) by its local header, whatever the name', () => {
    expect(sniffFormat(bytes(0x50, 0x4b, 0x03, 0x04, 0x14, 0))).toBe('zip');
  });

  it('takes UTF-8 text as text, a BOM and a cut multi-byte character at the end included', () => {
    expect(sniffFormat(new TextEncoder().encode('Addressee,City\nPat,Seattle\n'))).toBe('text');
    expect(sniffFormat(bytes(0xef, 0xbb, 0xbf, 0x41, 0x2c, 0x42))).toBe('text');
    const cafe = new TextEncoder().encode('Café');
    expect(sniffFormat(cafe.subarray(0, cafe.length - 1))).toBe('text');
  });

  it('knows an OLE compound file (an .xls candidate) by its whole signature', () => {
    expect(sniffFormat(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0))).toBe('ole');
  });

  it('refuses other formats: a cut OLE header, PDF, PNG, NUL bytes, invalid UTF-8', () => {
    expect(sniffFormat(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1))).toBe('other');
    expect(sniffFormat(new TextEncoder().encode('%PDF-1.7'))).toBe('other');
    expect(sniffFormat(bytes(0x89, 0x50, 0x4e, 0x47))).toBe('other');
    expect(sniffFormat(bytes(0x41, 0x00, 0x42))).toBe('other');
    expect(sniffFormat(bytes(0x41, 0xc3, 0x28, 0x42))).toBe('other');
  });
});
