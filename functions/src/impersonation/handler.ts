import { impersonationApi } from '@msc/shared/api/impersonation';
import { implement } from '#platform/implement';
import { impersonationService } from './service';

export const handler = implement(impersonationApi, impersonationService);
