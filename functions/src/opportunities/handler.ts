import { opportunitiesApi } from '@msc/shared/api/opportunities';
import { implement } from '#platform/implement';
import { opportunitiesService } from './service';

export const handler = implement(opportunitiesApi, opportunitiesService);
