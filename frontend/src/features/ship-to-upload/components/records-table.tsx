import type { UploadRecord } from '@msc/shared/model/upload';
import { shipToUploadSchema, type UploadColumn } from '@msc/shared/model/upload-record-schema';
import type { ReactNode } from 'react';
import { ScrollRegion } from '#ui/scroll-region';

/** The columns a ship-to record shows: the fields its errors are keyed by (spec 1 §5). */
export const SHOWN_COLUMNS = shipToUploadSchema.columns.filter(
  (column) => !['companyName', 'addressLine2', 'shipToEmail'].includes(column.field),
);

interface RecordsTableProps {
  caption: string;
  /** The columns shown: a ship-to record's unless told (a mail list shows its own). */
  columns?: readonly UploadColumn[];
  records: readonly UploadRecord[];
  /** Show each record's errors under it. */
  showErrors?: boolean;
  /** A last cell per record (an Edit button, quantity inputs). */
  action?: { header: string; cell: (record: UploadRecord) => ReactNode };
}

/** Uploaded records as read, with a field in error marked and its message listed. */
export function RecordsTable({
  caption,
  columns = SHOWN_COLUMNS,
  records,
  showErrors = false,
  action,
}: RecordsTableProps) {
  return (
    <ScrollRegion label={caption} className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2">
              #
            </th>
            {columns.map((column) => (
              <th key={column.field} scope="col" className="px-3 py-2 whitespace-nowrap">
                {column.header}
              </th>
            ))}
            {action && (
              <th scope="col" className="px-3 py-2">
                {action.header}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {records.map((record) => {
            const inError = new Set(record.validationErrors.map((error) => error.field));
            return (
              <tr key={record.recordNumber} className="align-top">
                <th scope="row" className="px-3 py-2 font-normal text-slate-500">
                  {record.recordNumber}
                </th>
                {columns.map((column) => (
                  <td
                    key={column.field}
                    className={`px-3 py-2 ${inError.has(column.header) ? 'bg-red-50 text-red-800' : 'text-slate-800'}`}
                  >
                    <span className="block max-w-56 truncate" title={record.values[column.field]}>
                      {record.values[column.field] || (inError.has(column.header) ? '—' : '')}
                    </span>
                  </td>
                ))}
                {action && <td className="px-3 py-2">{action.cell(record)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
      {showErrors && records.some((record) => record.validationErrors.length > 0) && (
        <ul className="space-y-1 border-t border-slate-200 px-3 py-2 text-sm text-red-800">
          {records
            .filter((record) => record.validationErrors.length > 0)
            .map((record) => (
              <li key={record.recordNumber}>
                <span className="font-medium">#{record.recordNumber}</span>{' '}
                {record.validationErrors.map((error) => `${error.field}: ${error.errorMessage}`).join('; ')}
              </li>
            ))}
        </ul>
      )}
    </ScrollRegion>
  );
}
