import type { ProductSearchResult } from '@msc/shared/api/catalog';
import { productSearchTexts } from '@msc/shared/messages';
import { PRODUCT_SORTS } from '@msc/shared/model/enum-values';
import type { ProductSort } from '@msc/shared/model/enums';
import { PRODUCT_SEARCH_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import type { ResultsView, SearchState } from '../search-params';

/** The page of results on screen: while the next page loads, the one before it stays shown. */
type ShownPage = Pick<ProductSearchResult, 'totalCount' | 'pageNumber' | 'pageSize'>;

interface ResultsToolbarProps {
  state: SearchState;
  shown: ShownPage | undefined;
  onChange: (patch: Partial<SearchState>) => void;
}

const selectClass = 'rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm';

export function ResultsToolbar({ state, shown, onChange }: ResultsToolbarProps) {
  // Counted from the page on screen, not the one asked for: "Showing 13–24" never sits above results 1–12.
  const { totalCount = 0, pageNumber = 1, pageSize = state.pageSize } = shown ?? {};
  const first = totalCount === 0 ? 0 : (pageNumber - 1) * pageSize + 1;
  const last = Math.min(totalCount, pageNumber * pageSize);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {totalCount === 0
          ? productSearchTexts.noResults
          : productSearchTexts.showing(first, last, totalCount)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {productSearchTexts.sortBy}
          <select
            className={selectClass}
            value={state.sort}
            onChange={(event) => onChange({ sort: event.target.value as ProductSort, pageNumber: 1 })}
          >
            {PRODUCT_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {productSearchTexts.sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700">
          {productSearchTexts.show}
          <select
            className={selectClass}
            value={state.pageSize}
            onChange={(event) => onChange({ pageSize: Number(event.target.value), pageNumber: 1 })}
          >
            {PRODUCT_SEARCH_PAGE_SIZE_OPTIONS.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="flex overflow-hidden rounded-md border border-slate-300">
          <legend className="sr-only">{productSearchTexts.view}</legend>
          {(['grid', 'list'] as ResultsView[]).map((view) => (
            <label
              key={view}
              className={`cursor-pointer px-3 py-1.5 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-700 ${
                state.view === view ? 'bg-slate-800 text-white' : 'bg-white text-slate-700 hover:bg-slate-50'
              }`}
            >
              <input
                type="radio"
                name="results-view"
                value={view}
                checked={state.view === view}
                onChange={() => onChange({ view })}
                className="sr-only"
              />
              {view === 'grid' ? 'Grid' : 'List'}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
