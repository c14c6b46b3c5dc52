import { checkoutApi } from '@msc/shared/api/checkout';
import { implement } from '#platform/implement';
import { checkoutService } from './service';

export const handler = implement(checkoutApi, checkoutService);
