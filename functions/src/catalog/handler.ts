import { catalogApi } from '@msc/shared/api/catalog';
import { implement } from '#platform/implement';
import { catalogService } from './service';

export const handler = implement(catalogApi, catalogService);
