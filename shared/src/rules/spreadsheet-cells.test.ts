import { describe, expect, it } from 'vitest';
import { exportFileName, neutraliseCell, neutraliseRows } from './spreadsheet-cells';

describe('neutraliseCell (OWASP CSV injection)', () => {
  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1+2', `'+1+2`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `'\t=1`],
    ['\r=1', `'\r=1`],
  ])('turns a cell that starts a formula into text: %j', (input, expected) => {
    expect(neutraliseCell(input)).toBe(expected);
  });

  it('leaves ordinary text, text with a formula sign inside, and numbers alone', () => {
    expect(neutraliseCell('Jane O=Brien')).toBe('Jane O=Brien');
    expect(neutraliseCell('MSC-261122-00042')).toBe('MSC-261122-00042');
    expect(neutraliseCell(-12.5)).toBe(-12.5);
    expect(neutraliseCell(0)).toBe(0);
  });

  it('neutralises every cell of a table', () => {
    expect(neutraliseRows([{ name: '=cmd', count: 3 }])).toEqual([{ name: "'=cmd", count: 3 }]);
  });

  it('writes missing values as empty cells', () => {
    expect(neutraliseCell(undefined)).toBe('');
    expect(neutraliseCell(null)).toBe('');
    expect(neutraliseCell(Number.NaN)).toBe('');
  });
});

describe('exportFileName', () => {
  it('names the download after the page and the day', () => {
    expect(exportFileName('Order History', '2026-11-22', 'xlsx')).toBe('order-history-2026-11-22.xlsx');
    expect(exportFileName('Order List', '2026-11-22', 'csv')).toBe('order-list-2026-11-22.csv');
  });
});
