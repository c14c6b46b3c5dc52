import { downloadsApi } from '@msc/shared/api/downloads';
import { implement } from '#platform/implement';
import { downloadsService } from './service';

export const handler = implement(downloadsApi, downloadsService);
