import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';
import type { TableSort } from './table-sort';

/** A column of a read-only table: a header in the spec's words and how a row fills its cell. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (money, counts, a row's action button). */
  numeric?: boolean;
  /** The cell names its row (`<th scope="row">`): a screen reader announces it with each cell of the row. */
  rowHeader?: boolean;
  /** The header is read by screen readers only (a column of buttons whose own labels say what they do). */
  headerHidden?: boolean;
  /** The column's cell of the totals row; the first column's names the row. */
  footer?: ReactNode;
  /** Sortable: the header becomes a button (the page sorts the whole list with `sortRows`). */
  sortable?: boolean;
  /** Long text that wraps instead of widening the table (titles, names). */
  wrap?: boolean;
  /** A header of several words that may wrap over its narrow figures (a wide table of counts and money). */
  headerWrap?: boolean;
}

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption: string;
  /** The caption shown above the table (a titled table); otherwise it is read by screen readers only. */
  captionShown?: boolean;
  /** A row's own look (the current one highlighted). */
  rowClassName?: (row: Row) => string | undefined;
  /** The test id of each body row, where a journey counts the rows. */
  rowTestId?: string;
  sort?: TableSort;
  onSortChange?: (columnId: string) => void;
}

/**
 * A read-only table; scrolls sideways inside its box on narrow screens. Plain rows and columns: it was built
 * on @tanstack/react-table with none of its features (the pages sort, filter and page their own lists), and
 * the library was 9 KB gzip of the first load of every route with a table.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  captionShown = false,
  rowClassName,
  rowTestId,
  sort,
  onSortChange,
}: DataTableProps<Row>) {
  const align = (numeric?: boolean) => (numeric ? 'text-right tabular-nums' : 'text-left');
  const hasFooter = columns.some((column) => column.footer !== undefined);
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className={captionShown ? 'px-3 py-2 text-left font-semibold text-slate-900' : 'sr-only'}>
          {caption}
        </caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => {
              const sorted = sort?.columnId === column.id ? sort?.direction : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  className={`${column.headerWrap ? '' : 'whitespace-nowrap'} px-3 py-2.5 font-semibold text-slate-700 ${align(column.numeric)}`}
                >
                  {column.headerHidden ? (
                    <span className="sr-only">{column.header}</span>
                  ) : column.sortable && onSortChange ? (
                    <button
                      type="button"
                      onClick={() => onSortChange(column.id)}
                      className="inline-flex items-center gap-1 rounded hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700"
                    >
                      {column.header}
                      <span aria-hidden="true" className="text-xs text-slate-400">
                        {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-testid={rowTestId}
              className={rowClassName?.(row) ?? 'hover:bg-slate-50'}
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    className={`${column.wrap ? 'min-w-48' : 'whitespace-nowrap'} px-3 py-2 ${column.rowHeader ? 'font-medium text-slate-900' : 'text-slate-800'} ${align(column.numeric)}`}
                  >
                    {/* Called, not rendered as a component: a cell function made anew each render would be a
                        new component type each time, remounting the cell and losing a focused checkbox. */}
                    {column.cell(row)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
        {hasFooter && (
          <tfoot className="border-t border-slate-200 font-semibold">
            <tr>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.id} scope="row" className="px-3 py-2 text-left text-slate-900">
                    {column.footer}
                  </th>
                ) : (
                  <td key={column.id} className={`px-3 py-2 text-slate-900 ${align(column.numeric)}`}>
                    {column.footer}
                  </td>
                ),
              )}
            </tr>
          </tfoot>
        )}
      </table>
    </ScrollRegion>
  );
}
