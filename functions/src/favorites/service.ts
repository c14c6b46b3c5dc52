import type { favoritesApi } from '@msc/shared/api/favorites';
import { apiErrors } from '@msc/shared/messages';
import type { FavoriteSort } from '@msc/shared/model/enums';
import { type ProductItem, productById, productsByIds, toProductSummary } from '#catalog/index';
import { notFound } from '#platform/http-error';
import type { Implementation } from '#platform/implement';
import { addFavorite, type FavoriteItem, favoriteOf, favoritesOf, removeFavorite } from './favorites-store';

type Favorite = { favorite: FavoriteItem; product: ProductItem };

/** Newest and oldest are by when the asset was made a favorite; the others by the product. */
const comparators: Record<FavoriteSort, (a: Favorite, b: Favorite) => number> = {
  'newest-to-oldest': (a, b) => b.favorite.created.localeCompare(a.favorite.created),
  'oldest-to-newest': (a, b) => a.favorite.created.localeCompare(b.favorite.created),
  'asset-number-a-z': (a, b) => a.product.itemNumber.localeCompare(b.product.itemNumber),
  'name-a-z': (a, b) => a.product.name.localeCompare(b.product.name),
  'ignite-eligible-first': (a, b) =>
    Number(b.product.isIgniteEligible) - Number(a.product.isIgniteEligible) ||
    b.favorite.created.localeCompare(a.favorite.created),
};

export const favoritesService: Implementation<typeof favoritesApi> = {
  list: async ({ ctx, query }) => {
    const favorites = await favoritesOf(ctx.user.userName);
    const products = await productsByIds(favorites.map((favorite) => favorite.productId));
    // A product withdrawn from the catalogue drops out of the list.
    const rows = favorites.flatMap((favorite) => {
      const product = products.get(favorite.productId);
      return product ? [{ favorite, product }] : [];
    });
    rows.sort(comparators[query.sort]);
    const start = (query.pageNumber - 1) * query.pageSize;
    return {
      results: rows.slice(start, start + query.pageSize).map(({ product }) => toProductSummary(product)),
      totalCount: rows.length,
      pageNumber: query.pageNumber,
      pageSize: query.pageSize,
    };
  },
  get: async ({ ctx, params }) => ({
    productId: params.productId,
    isFavorite: (await favoriteOf(ctx.user.userName, params.productId)) !== undefined,
  }),
  add: async ({ ctx, params }) => {
    if (!(await productById(params.productId))) throw notFound(apiErrors.productNotFound);
    await addFavorite(ctx.user.userName, params.productId);
    return { productId: params.productId, isFavorite: true };
  },
  remove: async ({ ctx, params }) => {
    await removeFavorite(ctx.user.userName, params.productId);
    return { productId: params.productId, isFavorite: false };
  },
};
