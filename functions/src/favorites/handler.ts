import { favoritesApi } from '@msc/shared/api/favorites';
import { implement } from '#platform/implement';
import { favoritesService } from './service';

export const handler = implement(favoritesApi, favoritesService);
