import type { adminApi } from '@msc/shared/api/admin';
import type { Implementation } from '#platform/implement';
import { contentService } from './content';
import { discountCodesService } from './discount-codes';
import { jobsService } from './jobs';
import { productsService } from './products';

/** The Admin Center's use cases, one file per area (products, discount codes). */
export const adminService: Implementation<typeof adminApi> = {
  ...productsService,
  ...discountCodesService,
  ...contentService,
  ...jobsService,
};
