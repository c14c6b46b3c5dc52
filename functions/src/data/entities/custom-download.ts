import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * A customized download (spec 1 §3 "Custom download"). User-owned. Ids are ULIDs minted when the
 * customization starts, so the partition descending is the spec's default sort (created date,
 * descending); its status is Complete once `pageFlexOrderId` is set.
 */
export const CustomDownloadEntity = lazyEntity({
  model: { entity: 'customDownload', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    customDownloadId: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    itemNumber: { type: 'string', required: true },
    itemName: { type: 'string', required: true },
    title: { type: 'string', required: true },
    agencyId: { type: 'number' },
    statCode: { type: 'string' },
    agencyName: { type: 'string' },
    pageFlexDocumentId: { type: 'string', required: true },
    pageFlexOrderId: { type: 'string' },
    isWelcomeKit: { type: 'boolean', required: true, default: false },
    parentId: { type: 'string' },
    /** The produced file in the documents bucket, once committed. */
    fileKey: { type: 'string' },
    customizedDate: createdAt,
  },
  indexes: {
    downloadsOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['customDownloadId'] },
    },
  },
});
