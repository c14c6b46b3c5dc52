import type { FigureColumn, FigureRow } from '@msc/shared/model/report-data';
import { ScrollRegion } from '#ui/scroll-region';
import { formatFigure } from './figure-format';

/** The rows of a chart or a list as a table. */
export function FigureTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
}) {
  return (
    <ScrollRegion label={caption} className="max-h-96 overflow-auto rounded-md border border-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={`px-3 py-2 font-medium ${column.format === 'text' || column.format === 'date' ? '' : 'text-right'}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, index) => (
            // Rows have no id of their own; their order is the report's.
            // biome-ignore lint/suspicious/noArrayIndexKey: stable order within one response.
            <tr key={index}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={`px-3 py-1.5 ${column.format === 'text' || column.format === 'date' ? '' : 'text-right tabular-nums'}`}
                >
                  {formatFigure(row[column.key], column.format)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
