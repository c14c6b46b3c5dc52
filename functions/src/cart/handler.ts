import { cartApi } from '@msc/shared/api/cart';
import { implement } from '#platform/implement';
import { cartService } from './service';

export const handler = implement(cartApi, cartService);
