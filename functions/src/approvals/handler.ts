import { approvalsApi } from '@msc/shared/api/approvals';
import { implement } from '#platform/implement';
import { approvalsService } from './service';

export const handler = implement(approvalsApi, approvalsService);
