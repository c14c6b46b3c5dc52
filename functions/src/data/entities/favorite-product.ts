import { lazyEntity } from '../lazy-entity';
import { createdAt } from './attribute-types';

/**
 * A favorite asset of a user (account favorites, page size 12). User-owned. The partition is read once
 * (a user has tens of favorites) and sorted in memory by the spec's sorts: newest/oldest by `created`,
 * asset number, name, ignite-eligible first (the last three need the product, joined from the catalogue).
 */
export const FavoriteProductEntity = lazyEntity({
  model: { entity: 'favoriteProduct', version: '1', service: 'msc' },
  attributes: {
    userName: { type: 'string', required: true },
    productId: { type: 'string', required: true },
    created: createdAt,
  },
  indexes: {
    favoritesOfUser: {
      pk: { field: 'pk', composite: ['userName'] },
      sk: { field: 'sk', composite: ['productId'] },
    },
  },
});
