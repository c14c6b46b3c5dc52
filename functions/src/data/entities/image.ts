import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * An image of the user's image library (spec 1 §3). User-owned. The file lives in the assets bucket
 * under `s3Key` (the thumbnail under `thumbnailKey`); the API turns them into URLs. Ids are ULIDs, so the
 * partition read descending is newest first (page size 12).
 */
export const ImageEntity = lazyEntity({
  model: { entity: 'image', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    imageId: { type: 'string', required: true },
    name: { type: 'string', required: true },
    s3Key: { type: 'string', required: true },
    thumbnailKey: { type: 'string' },
    contentType: { type: 'string', required: true },
    sizeBytes: { type: 'number' },
    created: createdAt,
  },
  indexes: {
    imagesOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['imageId'] },
    },
  },
});
