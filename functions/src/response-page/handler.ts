import { responsePageApi } from '@msc/shared/api/response-page';
import { implement } from '#platform/implement';
import { responsePageService } from './service';

export const handler = implement(responsePageApi, responsePageService);
