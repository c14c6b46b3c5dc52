import { personalizationApi } from '@msc/shared/api/personalization';
import { implement } from '#platform/implement';
import { personalizationService } from './service';

export const handler = implement(personalizationApi, personalizationService);
