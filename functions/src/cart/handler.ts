import { cartApi } from '@msc/shared/api/cart';
import { implement } from '#platform/implement';
import { cartService } from './service';
import { shipToService } from './ship-to';

export const handler = implement(cartApi, { ...cartService, ...shipToService });
