import { documentsApi } from '@msc/shared/api/documents';
import { implement } from '#platform/implement';
import { documentsService } from './service';

export const handler = implement(documentsApi, documentsService);
