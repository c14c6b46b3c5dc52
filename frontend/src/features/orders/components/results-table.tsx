import { resultsTexts } from '@msc/shared/messages';
import type { DropResults, ResultFigures } from '@msc/shared/model/mailing-results';
import { formatCount, formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { formatReturn } from '@msc/shared/rules/mailing-results';
import { type DataColumn, DataTable } from '#ui/data-table';

const { figures } = resultsTexts;
const money = (cents: number | null) => (cents === null ? resultsTexts.notAvailable : formatUsd(cents));

/** The results card's figures, in order: label and text. */
export function figureCells(results: ResultFigures): [string, string][] {
  return [
    [figures.piecesMailed, formatCount(results.piecesMailed)],
    [figures.responses, formatCount(results.responses)],
    [figures.newPolicies, formatCount(results.newPolicies)],
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

/** The columns of a drops table: the drop and its dates, then each figure of the card (and the total's). */
function dropColumns(sample: ResultFigures, total?: ResultFigures): DataColumn<DropResults>[] {
  const totalCells = total ? figureCells(total) : undefined;
  return [
    {
      id: 'drop',
      header: figures.drop,
      rowHeader: true,
      cell: (drop) => drop.dropNumber,
      footer: total && resultsTexts.total,
    },
    {
      id: 'mailDate',
      header: figures.mailDate,
      cell: (drop) => formatDate(drop.mailDate),
      footer: total && '',
    },
    {
      id: 'inHomeDate',
      header: figures.inHomeDate,
      cell: (drop) => formatDate(drop.inHomeDate),
      footer: total && '',
    },
    ...figureCells(sample).map(
      ([label], index): DataColumn<DropResults> => ({
        id: label,
        header: label,
        numeric: true,
        // Eleven columns fit the page's width when the figures' headers take two lines.
        headerWrap: true,
        cell: (drop) => figureCells(drop.results)[index]![1],
        footer: totalCells?.[index]?.[1],
      }),
    ),
  ];
}

/** A table of drops with their results (and, given, the campaign's total as its footer row). */
export function ResultsTable({
  caption,
  drops,
  total,
}: {
  caption: string;
  drops: readonly DropResults[];
  total?: ResultFigures;
}) {
  return (
    <DataTable
      caption={caption}
      columns={dropColumns(drops[0]!.results, total)}
      rows={drops}
      rowKey={(drop) => `${drop.itemId}-${drop.dropNumber}`}
      rowTestId="drop-results"
    />
  );
}
