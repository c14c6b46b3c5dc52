/** Which column a table is sorted by, and which way. */
export interface TableSort {
  columnId: string;
  direction: 'asc' | 'desc';
}

export type SortValue = string | number | boolean | undefined;

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

function compare(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === undefined || a === '') return 1;
  if (b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/**
 * The whole list sorted (before paging, so page 2 follows page 1); empty values last either way. A stable
 * sort, so rows that tie keep the server's order.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  sort: TableSort | undefined,
  sortValueOf: (row: Row, columnId: string) => SortValue,
): Row[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = sortValueOf(a, sort.columnId);
    const right = sortValueOf(b, sort.columnId);
    if (left === undefined || left === '' || right === undefined || right === '') return compare(left, right);
    return sign * compare(left, right);
  });
}

/** A header click: a new column sorts ascending, the same column flips. */
export function nextSort(current: TableSort | undefined, columnId: string): TableSort {
  return current?.columnId === columnId && current.direction === 'asc'
    ? { columnId, direction: 'desc' }
    : { columnId, direction: 'asc' };
}
