import { prospectingApi } from '@msc/shared/api/prospecting';
import { implement } from '#platform/implement';
import { prospectingService } from './service';

export const handler = implement(prospectingApi, prospectingService);
