import { retentionApi } from '@msc/shared/api/retention';
import { implement } from '#platform/implement';
import { retentionService } from './service';

export const handler = implement(retentionApi, retentionService);
