import type { CustomDownloadRow } from '@msc/shared/model/custom-download';
import { customDownloadStatus } from '@msc/shared/rules/order-status';
import type { CustomDownloadItem } from './downloads-store';

export function toDownloadRow(item: CustomDownloadItem): CustomDownloadRow {
  const status = customDownloadStatus(item);
  return {
    productUserCustomDownloadId: item.customDownloadId,
    itemNumber: item.itemNumber,
    itemName: item.itemName,
    title: item.title,
    statCode: item.statCode,
    agencyName: item.agencyName,
    customizedDate: item.customizedDate,
    productId: item.productId,
    pageFlexDocumentId: item.pageFlexDocumentId,
    pageFlexOrderId: item.pageFlexOrderId,
    isWelcomeKit: item.isWelcomeKit,
    status,
    hasFile: status === 'Complete' && Boolean(item.fileKey),
  };
}
