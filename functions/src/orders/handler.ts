import { ordersApi } from '@msc/shared/api/orders';
import { implement } from '#platform/implement';
import { ordersService } from './service';

export const handler = implement(ordersApi, ordersService);
