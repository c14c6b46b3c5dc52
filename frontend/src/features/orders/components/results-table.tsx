import { resultsTexts } from '@msc/shared/messages';
import type { DropResults, ResultFigures } from '@msc/shared/model/mailing-results';
import { formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { formatReturn } from '@msc/shared/rules/mailing-results';

const { figures } = resultsTexts;
const money = (cents: number | null) => (cents === null ? resultsTexts.notAvailable : formatUsd(cents));

/** The results card's figures, in order: label and text. */
export function figureCells(results: ResultFigures): [string, string][] {
  return [
    [figures.piecesMailed, results.piecesMailed.toLocaleString('en-US')],
    [figures.responses, results.responses.toLocaleString('en-US')],
    [figures.newPolicies, results.newPolicies.toLocaleString('en-US')],
    [figures.writtenPremium, formatUsd(results.writtenPremiumCents)],
    [figures.cost, formatUsd(results.costCents)],
    [figures.costPerResponse, money(results.costPerResponseCents)],
    [figures.costPerPolicy, money(results.costPerPolicyCents)],
    [
      figures.returnOnCost,
      results.returnPermille === null ? resultsTexts.notAvailable : formatReturn(results.returnPermille),
    ],
  ];
}

/** A table of drops with their results (and, given, the campaign's total as its last row). */
export function ResultsTable({
  caption,
  drops,
  total,
}: {
  caption: string;
  drops: readonly DropResults[];
  total?: ResultFigures;
}) {
  const headers = [
    figures.drop,
    figures.mailDate,
    figures.inHomeDate,
    ...figureCells(drops[0]!.results).map(([label]) => label),
  ];
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs uppercase tracking-wide text-slate-600">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-1 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {drops.map((drop) => (
            <tr key={`${drop.itemId}-${drop.dropNumber}`} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 font-medium">
                {drop.dropNumber}
              </th>
              <td className="px-2 py-1">{formatDate(drop.mailDate)}</td>
              <td className="px-2 py-1">{formatDate(drop.inHomeDate)}</td>
              {figureCells(drop.results).map(([label, value]) => (
                <td key={label} className="px-2 py-1 tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
          {total && (
            <tr className="font-semibold">
              <th scope="row" className="px-2 py-1" colSpan={3}>
                {resultsTexts.total}
              </th>
              {figureCells(total).map(([label, value]) => (
                <td key={label} className="px-2 py-1 tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
