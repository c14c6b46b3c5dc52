import { expressOrderApi } from '@msc/shared/api/express-order';
import { implement } from '#platform/implement';
import { expressOrderService } from './service';

export const handler = implement(expressOrderApi, expressOrderService);
