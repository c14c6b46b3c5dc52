export type PageWindowEntry = number | 'gap';

/**
 * The page numbers a pager shows: the first, the last, and `radius` pages either side of the current
 * one, with 'gap' where numbers are left out. 1 2 3 … 9 10 [11] 12 13 … 40
 */
export function pageWindow(pageNumber: number, pageCount: number, radius = 2): PageWindowEntry[] {
  const pages = new Set<number>([1, pageCount]);
  for (let page = pageNumber - radius; page <= pageNumber + radius; page++) {
    if (page >= 1 && page <= pageCount) pages.add(page);
  }
  const sorted = [...pages].sort((a, b) => a - b);
  const entries: PageWindowEntry[] = [];
  for (const page of sorted) {
    const previous = entries[entries.length - 1];
    if (typeof previous === 'number' && page - previous === 2) entries.push(previous + 1);
    else if (typeof previous === 'number' && page - previous > 2) entries.push('gap');
    entries.push(page);
  }
  return entries;
}
