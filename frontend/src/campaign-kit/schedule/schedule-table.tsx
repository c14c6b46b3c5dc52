import { inHomeTexts, labels, personalizationTexts as texts } from '@msc/shared/messages';
import type { MailingDetail } from '@msc/shared/model/drop-details';
import { formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { inHomeWindowText } from '@msc/shared/rules/in-home-date';
import { scheduleTotals } from '@msc/shared/rules/mailing-schedule';

const PERSONALIZATION_COLUMNS = {
  date: texts.dropDateColumn,
  quantity: texts.quantityColumn,
  price: texts.priceColumn,
};

/**
 * The schedule the server computed: each drop's date, its in-home window (mailed pieces only: the shared
 * rule, from the drop date), quantity and price, with totals. The Express Order's step 3 shows its one drop
 * under its own column names, without price or totals.
 */
export function ScheduleTable({
  rows,
  title = labels.mailFrequencySummary,
  showPrice = true,
  showTotals = true,
  columns = PERSONALIZATION_COLUMNS,
  inHome = true,
}: {
  rows: readonly MailingDetail[];
  title?: string;
  showPrice?: boolean;
  showTotals?: boolean;
  columns?: { date: string; quantity: string; price: string };
  /** False for an email: it is sent, not delivered to homes. */
  inHome?: boolean;
}) {
  const totals = scheduleTotals(rows);
  return (
    <table className="w-full max-w-3xl text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{title}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-700">
          <th scope="col" className="py-2 pr-4">
            {columns.date}
          </th>
          {inHome && (
            <th scope="col" className="py-2 pr-4">
              {inHomeTexts.inHomesColumn}
            </th>
          )}
          <th scope="col" className="py-2 pr-4 text-right">
            {columns.quantity}
          </th>
          {showPrice && (
            <th scope="col" className="py-2 text-right">
              {columns.price}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.mailDate}-${row.dropNumber ?? ''}`} className="border-b border-slate-100">
            <td className="py-2 pr-4">{formatDate(row.mailDate)}</td>
            {inHome && <td className="py-2 pr-4">{inHomeWindowText(row.mailDate)}</td>}
            <td className="py-2 pr-4 text-right tabular-nums">{row.quantity.toLocaleString('en-US')}</td>
            {showPrice && <td className="py-2 text-right tabular-nums">{formatUsd(row.price)}</td>}
          </tr>
        ))}
      </tbody>
      {showTotals && (
        <tfoot>
          <tr className="font-semibold">
            <th scope="row" className="py-2 pr-4 text-left">
              {texts.totals}
            </th>
            {inHome && <td />}
            <td className="py-2 pr-4 text-right tabular-nums">{totals.quantity.toLocaleString('en-US')}</td>
            {showPrice && <td className="py-2 text-right tabular-nums">{formatUsd(totals.price)}</td>}
          </tr>
        </tfoot>
      )}
    </table>
  );
}
