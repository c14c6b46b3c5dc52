import { uploadsApi } from '@msc/shared/api/uploads';
import { implement } from '#platform/implement';
import { uploadsService } from './service';

export const handler = implement(uploadsApi, uploadsService);
