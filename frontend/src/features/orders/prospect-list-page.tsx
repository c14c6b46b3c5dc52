import { prospectListTexts } from '@msc/shared/messages';
import type { ProspectListRow } from '@msc/shared/model/order';
import { formatDate, formatPhone } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { links } from '#lib/paths';
import { useSearchUpdate } from '#lib/use-search-update';
import type { DataColumn } from '#ui/data-table';
import { ExportButtons } from '#ui/export-buttons';
import { PageTitle } from '#ui/page-title';
import { ProspectListExpiry } from '#ui/prospect-list-expiry';
import { exportProspectList, orderLookupQuery, prospectListQuery } from './api/order-queries';
import { OrderRowsList, orderRowsPaging } from './components/order-rows-list';

const COLUMNS: readonly DataColumn<ProspectListRow>[] = [
  { id: 'addressLine1', header: 'Address Line 1', cell: (row) => row.addressLine1 },
  { id: 'city', header: 'City', cell: (row) => row.city },
  { id: 'state', header: 'State', cell: (row) => row.state },
  { id: 'postalCode', header: 'Postal Code', cell: (row) => row.postalCode },
  { id: 'phone', header: 'Phone', cell: (row) => formatPhone(row.phone) },
];

const LIST_PENDING_POLL_MS = 3000;

/** /account/order/:id/prospect-list/:itemId: the prospects an order bought, while the list is accessible. */
export default function ProspectListPage() {
  const { id = '', itemId = '' } = useParams();
  const { search: params, update } = useSearchUpdate();
  const { pageNumber, pageSize } = orderRowsPaging(params);
  const order = useQuery(orderLookupQuery(id, null));
  const rows = useQuery({
    ...prospectListQuery(id, itemId, { pageNumber, pageSize }),
    // A just-placed order's list is stored after its capture: read again until it is there.
    refetchInterval: (query) => (query.state.data?.rowsPending ? LIST_PENDING_POLL_MS : false),
  });
  const { data } = rows;
  const item = order.data?.items.find((candidate) => candidate.id === itemId);

  return (
    <div className="space-y-4">
      <PageTitle
        title={prospectListTexts.title}
        subtitle={item ? `${order.data?.orderNumber} · ${item.product.name}` : undefined}
        actions={data && <ExportButtons run={(format) => exportProspectList(id, itemId, format)} />}
      />
      <p role="status" className="text-sm text-slate-700">
        {data?.rowsPending ? prospectListTexts.rowsPending : ''}
      </p>
      <OrderRowsList
        query={rows}
        pageNumber={pageNumber}
        pageSize={pageSize}
        update={update}
        label={prospectListTexts.caption}
        caption={prospectListTexts.caption}
        columns={COLUMNS}
        rowKey={(row) => `${row.postalCode}-${row.addressLine1}`}
        toolbar={
          item?.prospectList &&
          data && (
            <p className="text-sm text-slate-700">
              {prospectListTexts.availableUntil(
                formatDate(item.prospectList.listExpirationDate),
                data.totalCount,
              )}{' '}
              <ProspectListExpiry daysLeft={item.prospectList.daysLeft} />
            </p>
          )
        }
      />
      <Link to={links.order(id)} className="text-sm text-blue-700 underline-offset-2 hover:underline">
        {prospectListTexts.backToOrder}
      </Link>
    </div>
  );
}
