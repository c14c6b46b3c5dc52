import { Entity } from 'electrodb';
import { createdAt, ttl } from './attribute-types';

/**
 * An uploaded file going through the upload-validate-summary pipeline (ship-to lists, mail lists).
 * User-owned: the browser polls its status by id inside the user's partition. Kept 30 days (`ttl`).
 */
export const UploadEntity = new Entity({
  model: { entity: 'upload', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    uploadId: { type: 'string', required: true },
    kind: { type: ['shipToList', 'mailList'] as const, required: true },
    agencyId: { type: 'number' },
    fileName: { type: 'string', required: true },
    s3Key: { type: 'string', required: true },
    status: {
      type: ['pending', 'validating', 'summarized', 'failed'] as const,
      required: true,
      default: 'pending',
    },
    executionId: { type: 'string' },
    total: { type: 'number' },
    success: { type: 'number' },
    failed: { type: 'number' },
    /** The summary document (records and their errors) in the uploads bucket. */
    summaryKey: { type: 'string' },
    errorMessage: { type: 'string' },
    created: createdAt,
    updated: createdAt,
    ttl,
  },
  indexes: {
    uploadsOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['uploadId'] },
    },
  },
});
