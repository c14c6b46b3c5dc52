import { crossSellTexts, notices } from '@msc/shared/messages';
import type { CrossSellDetailRow, CrossSellSummaryRow } from '@msc/shared/model/cross-sell';
import { agencyAddressLine, marketingChannel, yesNo } from '@msc/shared/rules/cross-sell-lists';
import { formatDate, formatPhone } from '@msc/shared/rules/formatting';
import type { ExportColumn } from '#platform/table-export';

const S = crossSellTexts.summary.columns;
const D = crossSellTexts.detail.columns;

/** A cross-sell summary as exported: the table's columns, with the enrollment in words. */
export const SUMMARY_COLUMNS: readonly ExportColumn<CrossSellSummaryRow>[] = [
  { header: S.subCode, value: (row) => row.subCode, width: 12 },
  { header: S.opportunities, value: (row) => row.opportunities, width: 14 },
  { header: S.agencyName, value: (row) => row.agencyName, width: 30 },
  { header: S.agencyAddress, value: (row) => agencyAddressLine(row), width: 40 },
  { header: S.phone, value: (row) => formatPhone(row.phone), width: 16 },
  { header: notices.enrolled, value: (row) => (row.isEnrolled ? notices.enrolled : notices.notEnrolled) },
];

/** A cross-sell detail as exported: the page's columns; the specialty list adds its Y/N flags. */
export function detailColumns(isSpecialty: boolean): readonly ExportColumn<CrossSellDetailRow>[] {
  const columns: ExportColumn<CrossSellDetailRow>[] = [
    { header: D.statCode, value: (row) => row.statCode, width: 12 },
    { header: D.mailingDate, value: (row) => formatDate(row.mailingDate), width: 12 },
    { header: D.marketingChannel, value: (row) => marketingChannel(row) },
    { header: D.policyNumber, value: (row) => row.policyNumber, width: 16 },
    { header: D.renewalDate, value: (row) => formatDate(row.renewalDate), width: 12 },
    { header: D.policyType, value: (row) => row.policyType },
    { header: D.firstName, value: (row) => row.firstName },
    { header: D.lastName, value: (row) => row.lastName },
    { header: D.address1, value: (row) => row.addressLine1, width: 28 },
    { header: D.address2, value: (row) => row.addressLine2 },
    { header: D.city, value: (row) => row.city },
    { header: D.state, value: (row) => row.state, width: 8 },
    { header: D.zip, value: (row) => row.postalCode, width: 10 },
    { header: D.email, value: (row) => row.email, width: 28 },
    { header: D.phone, value: (row) => formatPhone(row.phone), width: 16 },
  ];
  if (!isSpecialty) return columns;
  return [
    ...columns,
    { header: D.motorCycle, value: (row) => yesNo(row.motorCycle), width: 10 },
    { header: D.waterCraft, value: (row) => yesNo(row.waterCraft), width: 10 },
    { header: D.rv, value: (row) => yesNo(row.rv), width: 6 },
  ];
}
