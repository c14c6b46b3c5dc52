import { type ColumnDef, FlexRender, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';
import type { TableSort } from './table-sort';

/** A column of a read-only table: a header in the spec's words and how a row fills its cell. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (money, counts). */
  numeric?: boolean;
  /** Sortable: the header becomes a button (the page sorts the whole list with `sortRows`). */
  sortable?: boolean;
  /** Long text that wraps instead of widening the table (titles, names). */
  wrap?: boolean;
}

const features = tableFeatures({});

export interface DataTableProps<Row extends RowData> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption: string;
  sort?: TableSort;
  onSortChange?: (columnId: string) => void;
}

/** A read-only table over @tanstack/react-table; scrolls sideways inside its box on narrow screens. */
export function DataTable<Row extends RowData>({
  columns,
  rows,
  rowKey,
  caption,
  sort,
  onSortChange,
}: DataTableProps<Row>) {
  const table = useTable({
    features,
    data: rows,
    getRowId: (row: Row) => rowKey(row),
    columns: columns.map(
      (column): ColumnDef<typeof features, Row> => ({
        id: column.id,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
        meta: { numeric: column.numeric },
      }),
    ),
  });
  const align = (numeric?: boolean) => (numeric ? 'text-right' : 'text-left');
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => {
                const column = columns[index];
                const sorted = sort?.columnId === column?.id ? sort?.direction : undefined;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    className={`whitespace-nowrap px-3 py-2.5 font-semibold text-slate-700 ${align(column?.numeric)}`}
                  >
                    {column?.sortable && onSortChange ? (
                      <button
                        type="button"
                        onClick={() => onSortChange(column.id)}
                        className="inline-flex items-center gap-1 rounded hover:text-blue-800 focus-visible:outline-2 focus-visible:outline-blue-700"
                      >
                        <FlexRender header={header} />
                        <span aria-hidden="true" className="text-xs text-slate-400">
                          {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      <FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              {row.getAllCells().map((cell, index) => (
                <td
                  key={cell.id}
                  className={`${columns[index]?.wrap ? 'min-w-48' : 'whitespace-nowrap'} px-3 py-2 text-slate-800 ${align(columns[index]?.numeric)}`}
                >
                  {/* Called, not rendered through FlexRender: a cell function made anew each render would be a
                      new component type each time, remounting the cell and losing a focused checkbox. */}
                  {columns[index]?.cell(row.original)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
