import { agencyApi } from '@msc/shared/api/agency';
import { implement } from '#platform/implement';
import { agencyService } from './service';

export const handler = implement(agencyApi, agencyService);
