import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/** A report the user marked favorite (spec 1 §3 "Favorite report"). User-owned; PUT/DELETE favorites/{id}. */
export const FavoriteReportEntity = lazyEntity({
  model: { entity: 'favoriteReport', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    reportId: { type: 'string', required: true },
    created: createdAt,
  },
  indexes: {
    favoritesOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['reportId'] },
    },
  },
});
