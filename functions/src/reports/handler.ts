import { reportsApi } from '@msc/shared/api/reports';
import { implement } from '#platform/implement';
import { reportsService } from './service';

export const handler = implement(reportsApi, reportsService);
