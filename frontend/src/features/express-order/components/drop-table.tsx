import { expressOrderTexts } from '@msc/shared/messages';
import type { MailingDetail } from '@msc/shared/model/drop-details';
import { formatDate, formatUsd } from '@msc/shared/rules/formatting';

const C = expressOrderTexts.columns;

/** The drop of an Express Order: Date Drop and Quantity (step 3's frequency summary), with Price on step 4. */
export function DropTable({
  caption,
  rows,
  showPrice = false,
}: {
  caption: string;
  rows: readonly MailingDetail[];
  showPrice?: boolean;
}) {
  return (
    <table className="w-full max-w-xl text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-700">
          <th scope="col" className="py-2 pr-4">
            {C.dateDrop}
          </th>
          <th scope="col" className="py-2 pr-4 text-right">
            {C.quantity}
          </th>
          {showPrice && (
            <th scope="col" className="py-2 text-right">
              {C.price}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.mailDate}-${row.dropNumber ?? ''}`} className="border-b border-slate-100">
            <td className="py-2 pr-4">{formatDate(row.mailDate)}</td>
            <td className="py-2 pr-4 text-right tabular-nums">{row.quantity.toLocaleString('en-US')}</td>
            {showPrice && <td className="py-2 text-right tabular-nums">{formatUsd(row.price)}</td>}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
