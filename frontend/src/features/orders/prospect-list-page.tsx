import { emptyStates, prospectListTexts } from '@msc/shared/messages';
import type { ProspectListRow } from '@msc/shared/model/order';
import {
  ORDER_DETAIL_LIST_PAGE_SIZE,
  ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS,
} from '@msc/shared/rules/constants';
import { formatDate, formatPhone } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { links } from '#lib/paths';
import { useSearchUpdate } from '#lib/use-search-update';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { ExportButtons } from '#ui/export-buttons';
import { PageSizeSelect } from '#ui/page-size-select';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { QueryState } from '#ui/query-state';
import { exportProspectList, orderLookupQuery, prospectListQuery } from './api/order-queries';
import { ProspectListExpiry } from './prospect-list-link';

const COLUMNS: readonly DataColumn<ProspectListRow>[] = [
  { id: 'addressLine1', header: 'Address Line 1', cell: (row) => row.addressLine1 },
  { id: 'city', header: 'City', cell: (row) => row.city },
  { id: 'state', header: 'State', cell: (row) => row.state },
  { id: 'postalCode', header: 'Postal Code', cell: (row) => row.postalCode },
  { id: 'phone', header: 'Phone', cell: (row) => formatPhone(row.phone) },
];

/** /account/order/:id/prospect-list/:itemId: the prospects an order bought, while the list is accessible. */
export default function ProspectListPage() {
  const { id = '', itemId = '' } = useParams();
  const { search: params, update } = useSearchUpdate();
  const pageNumber = Number(params.get('page') ?? 1);
  const pageSize = Number(params.get('pageSize') ?? ORDER_DETAIL_LIST_PAGE_SIZE);
  const order = useQuery(orderLookupQuery(id, null));
  const { data, isPending, error, isPlaceholderData } = useQuery(
    prospectListQuery(id, itemId, { pageNumber, pageSize }),
  );
  const item = order.data?.items.find((candidate) => candidate.id === itemId);
  const pageCount = data ? Math.ceil(data.totalCount / data.pageSize) : 0;

  return (
    <div className="space-y-4">
      <PageTitle
        title={prospectListTexts.title}
        subtitle={item ? `${order.data?.orderNumber} · ${item.product.name}` : undefined}
        actions={data && <ExportButtons run={(format) => exportProspectList(id, itemId, format)} />}
      />
      <div className="flex flex-wrap items-end gap-4">
        {item?.prospectList && data && (
          <p className="text-sm text-slate-700">
            {prospectListTexts.availableUntil(
              formatDate(item.prospectList.listExpirationDate),
              data.totalCount,
            )}{' '}
            <ProspectListExpiry daysLeft={item.prospectList.daysLeft} />
          </p>
        )}
        <div className="ml-auto">
          <PageSizeSelect
            value={pageSize}
            options={ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS}
            onChange={(size) => update({ pageSize: size, page: undefined })}
          />
        </div>
      </div>
      <section
        aria-label={prospectListTexts.caption}
        aria-busy={isPending || isPlaceholderData}
        className="space-y-4"
      >
        <QueryState
          query={{ isPending, error, data }}
          isEmpty={(result) => result.results.length === 0}
          empty={<EmptyState message={emptyStates.orders} />}
        >
          {(result) => (
            <>
              <DataTable
                caption={prospectListTexts.caption}
                columns={COLUMNS}
                rows={result.results}
                rowKey={(row) => `${row.postalCode}-${row.addressLine1}`}
              />
              <Pager pageNumber={pageNumber} pageCount={pageCount} onPage={(page) => update({ page })} />
            </>
          )}
        </QueryState>
      </section>
      <Link to={links.order(id)} className="text-sm text-blue-700 underline-offset-2 hover:underline">
        {prospectListTexts.backToOrder}
      </Link>
    </div>
  );
}
