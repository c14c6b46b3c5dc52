import type { OrderDetailListRow, OrderHistoryRow, ProspectListRow } from '@msc/shared/model/order';
import { formatDate, formatPhone } from '@msc/shared/rules/formatting';
import { shippingStatusLabel } from '@msc/shared/rules/order-status';
import type { ExportColumn } from '#platform/table-export';

const dollars = (cents: number) => cents / 100;

/** Order history as exported (spec 1 §3 order fields, in the spec's words). */
export const ORDER_HISTORY_COLUMNS: readonly ExportColumn<OrderHistoryRow>[] = [
  { header: 'Order Number', value: (row) => row.orderNumber, width: 20 },
  { header: 'Order Date', value: (row) => formatDate(row.orderDate), width: 12 },
  { header: 'Order Status', value: (row) => row.orderStatus },
  { header: 'Shipping Status', value: (row) => shippingStatusLabel(row.shippingStatus) },
  { header: 'Stat Code', value: (row) => row.attributes.Agency.statCode, width: 12 },
  { header: 'Agency Name', value: (row) => row.attributes.Agency.name, width: 30 },
  { header: 'Total', value: (row) => dollars(row.total), width: 12 },
  { header: 'Amount Paid', value: (row) => dollars(row.amountPaid), width: 12 },
];

/** The order list contact table as exported (spec 1 §3 "Order detail list row"). */
export const ORDER_DETAIL_COLUMNS: readonly ExportColumn<OrderDetailListRow>[] = [
  { header: 'Mailing Date', value: (row) => formatDate(row.mailingDate), width: 12 },
  { header: 'Marketing Channel', value: (row) => row.marketingChannel },
  { header: 'First Name', value: (row) => row.firstName },
  { header: 'Last Name', value: (row) => row.lastName },
  { header: 'Address Line 1', value: (row) => row.addressLine1, width: 28 },
  { header: 'Address Line 2', value: (row) => row.addressLine2 },
  { header: 'City', value: (row) => row.city },
  { header: 'State', value: (row) => row.state, width: 8 },
  { header: 'Postal Code', value: (row) => row.postalCode, width: 12 },
  { header: 'Phone', value: (row) => row.phone },
  { header: 'Email', value: (row) => row.email, width: 28 },
  { header: 'List Expiration Date', value: (row) => formatDate(row.listExpirationDate), width: 12 },
  { header: 'Order Date', value: (row) => formatDate(row.orderDate), width: 12 },
  { header: 'Order Number', value: (row) => row.orderNumber, width: 20 },
  { header: 'Agency Name', value: (row) => row.agencyName, width: 28 },
  { header: 'Stat ID', value: (row) => row.statId, width: 12 },
  { header: 'Product Name', value: (row) => row.productName, width: 28 },
  { header: 'Product Number', value: (row) => row.productNumber },
  { header: 'Drop', value: (row) => row.drop, width: 8 },
];

/** A purchased prospect list as exported (the address columns of the order list, in its words). */
export const PROSPECT_LIST_COLUMNS: readonly ExportColumn<ProspectListRow>[] = [
  { header: 'Address Line 1', value: (row) => row.addressLine1, width: 28 },
  { header: 'City', value: (row) => row.city },
  { header: 'State', value: (row) => row.state, width: 8 },
  { header: 'Postal Code', value: (row) => row.postalCode, width: 12 },
  { header: 'Phone', value: (row) => formatPhone(row.phone), width: 16 },
];
