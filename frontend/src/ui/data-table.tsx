import { type ColumnDef, FlexRender, type RowData, tableFeatures, useTable } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** A column of a read-only table: a header in the spec's words and how a row fills its cell. */
export interface DataColumn<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned (money, counts). */
  numeric?: boolean;
}

const features = tableFeatures({});

export interface DataTableProps<Row extends RowData> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  caption: string;
}

/** A read-only table over @tanstack/react-table; scrolls sideways inside its box on narrow screens. */
export function DataTable<Row extends RowData>({ columns, rows, rowKey, caption }: DataTableProps<Row>) {
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
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header, index) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`whitespace-nowrap px-3 py-2.5 font-semibold text-slate-700 ${align(columns[index]?.numeric)}`}
                >
                  <FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="hover:bg-slate-50">
              {row.getAllCells().map((cell, index) => (
                <td
                  key={cell.id}
                  className={`whitespace-nowrap px-3 py-2 text-slate-800 ${align(columns[index]?.numeric)}`}
                >
                  <FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
