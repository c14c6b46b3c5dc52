import { prospectListTexts } from '@msc/shared/messages';
import type { ProspectListSummary } from '@msc/shared/model/order';
import { formatCount, formatDate } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { links } from '#lib/paths';
import { type DataColumn, DataTable } from '#ui/data-table';
import { ProspectListExpiry } from '#ui/prospect-list-expiry';
import { prospectListsQuery } from './api/prospect-list-queries';

const COLUMNS: readonly DataColumn<ProspectListSummary>[] = [
  { id: 'order', header: prospectListTexts.order, cell: (row) => row.orderNumber },
  { id: 'product', header: prospectListTexts.product, cell: (row) => row.productName },
  {
    id: 'prospects',
    header: prospectListTexts.prospects,
    cell: (row) => (row.prospectCount === undefined ? '' : formatCount(row.prospectCount)),
    numeric: true,
  },
  {
    id: 'expires',
    header: prospectListTexts.expires,
    cell: (row) => (
      <span className="flex flex-wrap items-center gap-2">
        {formatDate(row.listExpirationDate)} <ProspectListExpiry daysLeft={row.daysLeft} />
      </span>
    ),
  },
  {
    id: 'view',
    header: prospectListTexts.view,
    cell: (row) => (
      <Link
        to={links.prospectList(row.orderId, row.itemId)}
        aria-label={`${prospectListTexts.view} ${prospectListTexts.title} ${row.orderNumber} ${row.productName}`}
        className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
      >
        {prospectListTexts.view}
      </Link>
    ),
  },
];

/**
 * The account's purchased prospect lists (spec 2 §1: accessible 60 days after the mail date through order
 * history and the account's lists), each opening the list its order page opens; shown only when there are any.
 */
export function ProspectListsSection() {
  const lists = useQuery(prospectListsQuery());
  const results = lists.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <section className="space-y-3" aria-labelledby="prospect-lists-title">
      <h2 id="prospect-lists-title" className="text-lg font-semibold text-slate-900">
        {prospectListTexts.accountTitle}
      </h2>
      <DataTable
        columns={COLUMNS}
        rows={results}
        rowKey={(row) => `${row.orderId}-${row.itemId}`}
        caption={prospectListTexts.accountTitle}
      />
    </section>
  );
}
