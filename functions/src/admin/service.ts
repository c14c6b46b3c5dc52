import type { adminApi } from '@msc/shared/api/admin';
import type { Implementation } from '#platform/implement';
import { assetImagesService } from './asset-images';
import { auditTrailService } from './audit-trail';
import { contentService } from './content';
import { discountCodesService } from './discount-codes';
import { jobsService } from './jobs';
import { productsService } from './products';
import { usersService } from './users';

/** The Admin Center's use cases, one file per area. */
export const adminService: Implementation<typeof adminApi> = {
  ...productsService,
  ...discountCodesService,
  ...usersService,
  ...auditTrailService,
  ...contentService,
  ...jobsService,
  ...assetImagesService,
};
