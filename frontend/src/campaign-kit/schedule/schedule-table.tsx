import { inHomeTexts, labels, personalizationTexts as texts } from '@msc/shared/messages';
import type { MailingDetail } from '@msc/shared/model/drop-details';
import { formatCount, formatDate, formatUsd } from '@msc/shared/rules/formatting';
import { inHomeWindowText } from '@msc/shared/rules/in-home-date';
import { scheduleTotals } from '@msc/shared/rules/mailing-schedule';
import { type DataColumn, DataTable } from '#ui/data-table';

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
  columns: names = PERSONALIZATION_COLUMNS,
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
  const totals = showTotals ? scheduleTotals(rows) : undefined;
  const columns: DataColumn<MailingDetail>[] = [
    {
      id: 'date',
      header: names.date,
      cell: (row) => formatDate(row.mailDate),
      footer: totals && texts.totals,
    },
    ...(inHome
      ? [
          {
            id: 'inHome',
            header: inHomeTexts.inHomesColumn,
            cell: (row: MailingDetail) => inHomeWindowText(row.mailDate),
          },
        ]
      : []),
    {
      id: 'quantity',
      header: names.quantity,
      numeric: true,
      cell: (row) => formatCount(row.quantity),
      footer: totals && formatCount(totals.quantity),
    },
    ...(showPrice
      ? [
          {
            id: 'price',
            header: names.price,
            numeric: true,
            cell: (row: MailingDetail) => formatUsd(row.price),
            footer: totals && formatUsd(totals.price),
          },
        ]
      : []),
  ];
  return (
    <div className="max-w-3xl">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.mailDate}-${row.dropNumber ?? ''}`}
        caption={title}
        captionShown
      />
    </div>
  );
}
