import { api } from '@msc/shared/api';
import { favoritesTexts, loadingLabels } from '@msc/shared/messages';
import { FAVORITE_SORTS } from '@msc/shared/model/enum-values';
import { FAVORITES_PAGE_SIZE, GRID_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { favoriteKeys, ProductTile } from '#features/catalog';
import { call } from '#lib/api-client';
import { paths } from '#lib/paths';
import { useSearchUpdate } from '#lib/use-search-update';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageSizeSelect } from '#ui/page-size-select';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { Panel } from '#ui/panel';
import { SelectField } from '#ui/select-field';

/** /account/favorites: favorite assets, page size 12, the spec's five sorts; state in the URL. */
export default function FavoritesPage() {
  const { search, update } = useSearchUpdate();
  // The plain values, not the zod enum: zod (about 25 KB gzip) is no part of this page otherwise.
  const requestedSort = search.get('sort');
  const sort = FAVORITE_SORTS.find((value) => value === requestedSort) ?? 'newest-to-oldest';
  const requested = Number(search.get('pageSize'));
  const pageSize = (GRID_PAGE_SIZE_OPTIONS as readonly number[]).includes(requested)
    ? requested
    : FAVORITES_PAGE_SIZE;
  const pageNumber = Math.max(1, Number(search.get('page')) || 1);
  const favorites = useQuery({
    queryKey: favoriteKeys.page({ sort, pageSize, pageNumber }),
    queryFn: ({ signal }) => call(api.favorites.list, { query: { sort, pageSize, pageNumber }, signal }),
    placeholderData: keepPreviousData,
  });
  const pageCount = Math.max(1, Math.ceil((favorites.data?.totalCount ?? 0) / pageSize));
  const here = `${paths.accountFavorites}?${search.toString()}`;
  return (
    <div className="space-y-5">
      <PageTitle title={favoritesTexts.title} />
      <Panel as="div" padding="sm" raised={false} className="flex flex-wrap items-end gap-4">
        <SelectField
          label={favoritesTexts.sortLabel}
          value={sort}
          options={FAVORITE_SORTS.map((value) => ({ value, label: favoritesTexts.sorts[value] }))}
          onChange={(event) => update({ sort: event.target.value, page: undefined })}
        />
        <div className="ml-auto pb-1">
          <PageSizeSelect
            value={pageSize}
            options={GRID_PAGE_SIZE_OPTIONS}
            onChange={(size) => update({ pageSize: String(size), page: undefined })}
          />
        </div>
      </Panel>
      {favorites.isPending ? (
        <LoadingState label={loadingLabels.favorites} />
      ) : favorites.data?.results.length ? (
        <div
          className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          aria-busy={favorites.isFetching}
        >
          {favorites.data.results.map((product) => (
            <ProductTile key={product.id} product={product} view="grid" backToResults={here} />
          ))}
        </div>
      ) : (
        <EmptyState message={favoritesTexts.empty} />
      )}
      {pageCount > 1 && (
        <Pager
          pageNumber={Math.min(pageNumber, pageCount)}
          pageCount={pageCount}
          onPage={(page) => update({ page: String(page) })}
        />
      )}
    </div>
  );
}
