import { describe, expect, it } from 'vitest';
import { neutralizeRows, neutralizeSpreadsheetCell } from './spreadsheet-cells';

describe('spreadsheet cells in exports', () => {
  it.each(['=HYPERLINK("http://evil.example")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])(
    'neutralises %j',
    (cell) => {
      expect(neutralizeSpreadsheetCell(cell)).toBe(`'${cell}`);
    },
  );

  it('leaves plain text and numbers as they are', () => {
    expect(neutralizeSpreadsheetCell('Auto to Home')).toBe('Auto to Home');
    expect(neutralizeSpreadsheetCell('2026-11')).toBe('2026-11');
    expect(neutralizeSpreadsheetCell(-5)).toBe(-5);
    expect(neutralizeRows([{ name: '=cmd', count: 3 }])).toEqual([{ name: "'=cmd", count: 3 }]);
  });
});
