import { adminApi } from '@msc/shared/api/admin';
import { implement } from '#platform/implement';
import { adminService } from './service';

export const handler = implement(adminApi, adminService);
