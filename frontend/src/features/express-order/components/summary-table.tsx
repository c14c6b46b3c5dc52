import { expressOrderTexts } from '@msc/shared/messages';
import type { BulkSummaryRow } from '@msc/shared/model/bulk-order-state';
import { formatCount, formatStatCode, formatUsd } from '@msc/shared/rules/formatting';
import { Button } from '#ui/button';

const C = expressOrderTexts.columns;
const T = expressOrderTexts.ours;
// The figures line up on the right; the last column needs no gap after it.
const COLUMNS = [
  { label: C.pdfPreview, className: 'py-2 pr-4' },
  { label: C.subCode, className: 'py-2 pr-4' },
  { label: C.agencyName, className: 'py-2 pr-4' },
  { label: C.quantity, className: 'py-2 pr-4 text-right' },
  { label: C.price, className: 'py-2 text-right' },
] as const;

/** Step 4's table, one row per sub code (spec 1 §2): PDF Preview, Sub Code, Agency Name, Quantity, Price. */
export function SummaryTable({
  rows,
  total,
  onPreview,
}: {
  rows: readonly BulkSummaryRow[];
  total: number;
  onPreview: (orderStateId: string) => void;
}) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[40rem] text-sm">
        <thead>
          <tr className="border-b border-slate-300 text-left text-slate-700">
            {COLUMNS.map(({ label, className }) => (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.orderStateId} className="border-b border-slate-100">
              <td className="py-2 pr-4">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!row.proofUrl}
                  aria-label={T.proofTitle(formatStatCode(row.statCode))}
                  onClick={() => onPreview(row.orderStateId)}
                >
                  {expressOrderTexts.preview}
                </Button>
              </td>
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {formatStatCode(row.statCode)}
              </th>
              <td className="py-2 pr-4">{row.agencyName}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{formatCount(row.quantity)}</td>
              <td className="py-2 text-right tabular-nums">{formatUsd(row.price)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" colSpan={3} className="py-2 pr-4 text-left">
              {T.total}
            </th>
            <td className="py-2 pr-4 text-right tabular-nums">
              {formatCount(rows.reduce((sum, row) => sum + row.quantity, 0))}
            </td>
            <td className="py-2 text-right tabular-nums" data-testid="express-total">
              {formatUsd(total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
