import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './table-sort';

const rows = [
  { name: 'b', n: 10 },
  { name: 'a', n: 9 },
  { name: '', n: 100 },
  { name: 'c', n: 2 },
];
const sortValueOf = (row: (typeof rows)[number], id: string) => (id === 'n' ? row.n : row.name);

describe('sortRows', () => {
  it('sorts numbers as numbers and text by collation, empties last both ways', () => {
    expect(sortRows(rows, { columnId: 'n', direction: 'asc' }, sortValueOf).map((r) => r.n)).toEqual([
      2, 9, 10, 100,
    ]);
    expect(sortRows(rows, { columnId: 'name', direction: 'asc' }, sortValueOf).map((r) => r.name)).toEqual([
      'a',
      'b',
      'c',
      '',
    ]);
    expect(sortRows(rows, { columnId: 'name', direction: 'desc' }, sortValueOf).map((r) => r.name)).toEqual([
      'c',
      'b',
      'a',
      '',
    ]);
  });

  it('keeps the order without a sort', () => {
    expect(sortRows(rows, undefined, sortValueOf)).toEqual(rows);
  });
});

describe('nextSort', () => {
  it('starts ascending and flips on the same column', () => {
    expect(nextSort(undefined, 'a')).toEqual({ columnId: 'a', direction: 'asc' });
    expect(nextSort({ columnId: 'a', direction: 'asc' }, 'a')).toEqual({ columnId: 'a', direction: 'desc' });
    expect(nextSort({ columnId: 'a', direction: 'desc' }, 'b')).toEqual({ columnId: 'b', direction: 'asc' });
  });
});
