import { personalizationTexts as texts } from '@msc/shared/messages';
import type { SubscriptionSummaryRow } from '@msc/shared/model/policyholder';
import { formatCount, formatUsd } from '@msc/shared/rules/formatting';
import { subscriptionTotals } from '@msc/shared/rules/subscription';

/**
 * The subscription's cards (spec 2 §3 summary rows): per card, the policyholders of the list it would go to
 * (`list`), or the cards ordered and their price with totals (`order`).
 */
export function SubscriptionCardsTable({
  rows,
  title,
  show,
}: {
  rows: ReadonlyArray<
    Pick<SubscriptionSummaryRow, 'assetName' | 'selectedCount' | 'price'> & { listCount?: number }
  >;
  title: string;
  show: 'list' | 'order';
}) {
  const totals = subscriptionTotals(rows);
  const cell = 'py-2 pr-4';
  return (
    <table className="w-full max-w-2xl text-sm">
      <caption className="mb-2 text-left font-semibold text-slate-900">{title}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-left text-slate-700">
          <th scope="col" className={cell}>
            {texts.cardColumn}
          </th>
          <th scope="col" className={`${cell} text-right`}>
            {show === 'list' ? texts.listCountColumn : texts.cardsColumn}
          </th>
          {show === 'order' && (
            <th scope="col" className="py-2 text-right">
              {texts.priceColumn}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.assetName} className="border-b border-slate-100">
            <td className={cell}>{row.assetName}</td>
            <td className={`${cell} text-right tabular-nums`}>
              {formatCount(show === 'list' ? (row.listCount ?? 0) : row.selectedCount)}
            </td>
            {show === 'order' && <td className="py-2 text-right tabular-nums">{formatUsd(row.price)}</td>}
          </tr>
        ))}
      </tbody>
      {show === 'order' && (
        <tfoot>
          <tr className="font-semibold text-slate-900">
            <td className={cell}>{texts.totals}</td>
            <td className={`${cell} text-right tabular-nums`}>{formatCount(totals.cards)}</td>
            <td className="py-2 text-right tabular-nums">{formatUsd(totals.totalPrice)}</td>
          </tr>
        </tfoot>
      )}
    </table>
  );
}
