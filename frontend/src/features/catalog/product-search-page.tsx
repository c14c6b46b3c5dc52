import { emptyStates, notices, productSearchTexts } from '@msc/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useCapability } from '#features/session';
import { EmptyState } from '#ui/empty-state';
import { PageTitle } from '#ui/page-title';
import { Pager } from '#ui/pager';
import { QueryState } from '#ui/query-state';
import { productSearchQuery } from './api/product-queries';
import { ProductTile } from './components/product-tile';
import { ResultsToolbar } from './components/results-toolbar';
import { SearchFilters } from './components/search-filters';
import { readSearchState, type SearchState, toApiQuery, writeSearchState } from './search-params';

const CAMPAIGN_PROGRAMS = ['cross-sell', 'prospecting'];
/** Results whose pictures are in view when the page opens (the first row on a laptop). */
const IN_VIEW_AT_OPEN = 4;

/** /products: keyword and filters on the left, sort, page size, grid or list, pager, result count. */
export default function ProductSearchPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = readSearchState(params);
  // Judged by primary role (spec 1 §2 "Product search").
  const showStateFilter = useCapability('stateRestriction');
  const { data, isPending, error, isPlaceholderData } = useQuery(productSearchQuery(toApiQuery(state)));

  const update = (patch: Partial<SearchState>) => setParams(writeSearchState(params, { ...state, ...patch }));
  const changePage = (pageNumber: number) => {
    update({ pageNumber });
    window.scrollTo({ top: 0 });
  };
  const activeTab = params.get('active-tab') ?? '';
  const isCampaignSearch =
    CAMPAIGN_PROGRAMS.includes(activeTab) ||
    (state.filters.programType ?? []).some((program) => CAMPAIGN_PROGRAMS.includes(program));
  const pageCount = data ? Math.ceil(data.totalCount / data.pageSize) : 0;

  return (
    <div>
      <PageTitle title={productSearchTexts.title} />
      <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
        <SearchFilters
          state={state}
          facets={data?.facets}
          showStateFilter={showStateFilter}
          onChange={(filters) => update({ filters, pageNumber: 1 })}
        />
        <section
          aria-label={productSearchTexts.results}
          className="space-y-4"
          aria-busy={isPending || isPlaceholderData}
        >
          <ResultsToolbar state={state} shown={data} onChange={update} />
          <QueryState
            query={{ isPending, error, data }}
            isEmpty={(result) => result.results.length === 0}
            empty={
              <EmptyState
                message={emptyStates.products}
                detail={isCampaignSearch ? notices.stateAvailability : undefined}
              />
            }
          >
            {(result) => (
              <ul
                className={
                  state.view === 'grid'
                    ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4'
                    : 'flex flex-col gap-3'
                }
              >
                {result.results.map((product, index) => (
                  <li key={product.id}>
                    <ProductTile
                      product={product}
                      priority={index < IN_VIEW_AT_OPEN}
                      view={state.view}
                      backToResults={`${location.pathname}${location.search}`}
                    />
                  </li>
                ))}
              </ul>
            )}
          </QueryState>
          {data && (
            <Pager
              pageNumber={state.pageNumber}
              pageCount={pageCount}
              onPage={changePage}
              label={productSearchTexts.resultPages}
            />
          )}
        </section>
      </div>
    </div>
  );
}
