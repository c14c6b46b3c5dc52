import * as z from 'zod';
import { FavoriteSort } from '../model/enums';
import { Id } from '../model/fields';
import { ProductSummary } from '../model/product';
import { FAVORITES_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from '../rules/constants';
import { endpoint } from './endpoint';
import { pageOf, pagingQuery } from './paging';

export const FavoritesQuery = z.object({
  ...pagingQuery(GRID_PAGE_SIZE_OPTIONS, FAVORITES_PAGE_SIZE),
  sort: FavoriteSort.default('newest-to-oldest'),
});
export type FavoritesQuery = z.input<typeof FavoritesQuery>;

export const FavoritePage = pageOf(ProductSummary);
export type FavoritePage = z.infer<typeof FavoritePage>;

export const FavoriteState = z.object({ productId: Id, isFavorite: z.boolean() });
export type FavoriteState = z.infer<typeof FavoriteState>;

const ProductParams = z.object({ productId: Id });

/** The user's favorite assets (spec 1 §2 account favorites; the toggle on product detail). */
export const favoritesApi = {
  list: endpoint({
    method: 'GET',
    path: '/favorites',
    auth: 'user',
    query: FavoritesQuery,
    response: FavoritePage,
  }),
  get: endpoint({
    method: 'GET',
    path: '/favorites/{productId}',
    auth: 'user',
    params: ProductParams,
    response: FavoriteState,
  }),
  /** Add a favorite: an unknown product answers 404. */
  add: endpoint({
    method: 'PUT',
    path: '/favorites/{productId}',
    auth: 'user',
    params: ProductParams,
    response: FavoriteState,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/favorites/{productId}',
    auth: 'user',
    params: ProductParams,
    response: FavoriteState,
  }),
};
