import { agencyListsApi } from '@msc/shared/api/agency-lists';
import { implement } from '#platform/implement';
import { agencyListsService } from './service';

export const handler = implement(agencyListsApi, agencyListsService);
