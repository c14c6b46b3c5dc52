import { mailVisibilityTexts as texts } from '@msc/shared/messages';
import type { ArrivingRow } from '@msc/shared/model/mail-visibility';
import { formatDate, formatPhone } from '@msc/shared/rules/formatting';
import type { ExportColumn } from '#platform/table-export';

/** "Arriving in homes this week" as a spreadsheet: the call list, in the page's columns. */
export const ARRIVING_COLUMNS: readonly ExportColumn<ArrivingRow>[] = [
  { header: 'First Name', value: (row) => row.firstName },
  { header: 'Last Name', value: (row) => row.lastName },
  { header: texts.columns.phone, value: (row) => formatPhone(row.phone), width: 14 },
  { header: 'Address Line 1', value: (row) => row.addressLine1, width: 28 },
  { header: 'Address Line 2', value: (row) => row.addressLine2 },
  { header: 'City', value: (row) => row.city },
  { header: 'State', value: (row) => row.state, width: 8 },
  { header: 'Postal Code', value: (row) => row.postalCode, width: 12 },
  { header: 'Order Number', value: (row) => row.orderNumber, width: 20 },
  { header: texts.columns.drop, value: (row) => row.dropNumber, width: 8 },
  { header: texts.columns.outForDelivery, value: (row) => formatDate(row.outForDeliveryDay), width: 14 },
  { header: texts.columns.callOn, value: (row) => formatDate(row.callOn), width: 12 },
];
