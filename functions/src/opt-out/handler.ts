import { optOutApi } from '@msc/shared/api/opt-out';
import { implement } from '#platform/implement';
import { optOutService } from './service';

export const handler = implement(optOutApi, optOutService);
