import { orderListTexts } from '@msc/shared/messages';
import type { OrderDetailListRow } from '@msc/shared/model/order';
import { formatDate, formatPhone } from '@msc/shared/rules/formatting';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchUpdate } from '#lib/use-search-update';
import { Button } from '#ui/button';
import type { DataColumn } from '#ui/data-table';
import { ExportButtons } from '#ui/export-buttons';
import { PageTitle } from '#ui/page-title';
import { TextField } from '#ui/text-field';
import { exportOrderRows, orderRowsQuery } from './api/order-queries';
import { OrderRowsList, orderRowsPaging } from './components/order-rows-list';

/** The spec's query keys of /account/order-detail. */
const LIST_ID = 'f-order-details-list-id';
const ORDER_NUMBER = 'f-order-details-list-order-num';

/** How often the list is read again while an order's recipients are still being written. */
const ROWS_PENDING_POLL_MS = 3000;

const COLUMNS: readonly DataColumn<OrderDetailListRow>[] = [
  { id: 'mailingDate', header: 'Mailing Date', cell: (row) => formatDate(row.mailingDate) },
  { id: 'marketingChannel', header: 'Marketing Channel', cell: (row) => row.marketingChannel },
  { id: 'firstName', header: 'First Name', cell: (row) => row.firstName },
  { id: 'lastName', header: 'Last Name', cell: (row) => row.lastName },
  { id: 'addressLine1', header: 'Address Line 1', cell: (row) => row.addressLine1 },
  { id: 'addressLine2', header: 'Address Line 2', cell: (row) => row.addressLine2 },
  { id: 'city', header: 'City', cell: (row) => row.city },
  { id: 'state', header: 'State', cell: (row) => row.state },
  { id: 'postalCode', header: 'Postal Code', cell: (row) => row.postalCode },
  { id: 'phone', header: 'Phone', cell: (row) => formatPhone(row.phone) },
  { id: 'email', header: 'Email', cell: (row) => row.email },
  {
    id: 'listExpirationDate',
    header: 'List Expiration Date',
    cell: (row) => formatDate(row.listExpirationDate),
  },
  { id: 'orderDate', header: 'Order Date', cell: (row) => formatDate(row.orderDate) },
  { id: 'orderNumber', header: 'Order Number', cell: (row) => row.orderNumber },
  { id: 'agencyName', header: 'Agency Name', cell: (row) => row.agencyName },
  { id: 'statId', header: 'Stat ID', cell: (row) => row.statId },
  { id: 'productName', header: 'Product Name', cell: (row) => row.productName },
  { id: 'productNumber', header: 'Product Number', cell: (row) => row.productNumber },
  { id: 'drop', header: 'Drop', cell: (row) => row.drop, numeric: true },
];

/** /account/order-detail: the recipients of the user's orders, by list or order number, with exports. */
export default function OrderDetailPage() {
  const { search: params, update } = useSearchUpdate();
  const filters = {
    listId: params.get(LIST_ID) || undefined,
    orderNumber: params.get(ORDER_NUMBER) || undefined,
  };
  const { pageNumber, pageSize } = orderRowsPaging(params);
  const [orderNumberInput, setOrderNumberInput] = useState(filters.orderNumber ?? '');
  const rows = useQuery({
    ...orderRowsQuery({ ...filters, pageNumber, pageSize }),
    // A just-placed order's recipients are written after its capture: read again until they are all there.
    refetchInterval: (query) => (query.state.data?.rowsPending ? ROWS_PENDING_POLL_MS : false),
  });
  const applyOrderNumber = (event: FormEvent) => {
    event.preventDefault();
    update({ [ORDER_NUMBER]: orderNumberInput.trim(), page: undefined });
  };

  return (
    <div className="space-y-4">
      <PageTitle
        title={orderListTexts.title}
        actions={<ExportButtons run={(format) => exportOrderRows(filters, format)} />}
      />
      <p role="status" className="text-sm text-slate-700">
        {rows.data?.rowsPending ? orderListTexts.rowsPending : ''}
      </p>
      <OrderRowsList
        query={rows}
        pageNumber={pageNumber}
        pageSize={pageSize}
        update={update}
        label={orderListTexts.list}
        caption={orderListTexts.caption}
        columns={COLUMNS}
        rowKey={(row) =>
          `${row.orderNumber}-${row.lastName}-${row.firstName}-${row.addressLine1}-${row.drop}`
        }
        toolbar={
          <>
            <form onSubmit={applyOrderNumber} className="flex items-end gap-2">
              <TextField
                label={orderListTexts.orderNumber}
                value={orderNumberInput}
                onChange={(event) => setOrderNumberInput(event.target.value)}
              />
              <Button type="submit" variant="secondary">
                {orderListTexts.filter}
              </Button>
            </form>
            {filters.listId && (
              <p className="text-sm text-slate-700">
                {orderListTexts.listFilter(filters.listId)}{' '}
                <button
                  type="button"
                  className="text-blue-700 underline"
                  onClick={() => update({ [LIST_ID]: undefined })}
                >
                  {orderListTexts.clear}
                </button>
              </p>
            )}
          </>
        }
      />
    </div>
  );
}
