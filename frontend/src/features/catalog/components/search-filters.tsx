import type { ProductFacets } from '@msc/shared/api/catalog';
import { searchFilterTexts } from '@msc/shared/messages';
import { US_STATES } from '@msc/shared/model/enum-values';
import type { FormEvent } from 'react';
import { useMediaQuery } from '#lib/use-media-query';
import { useStateFrom } from '#lib/use-state-from';
import type { FilterKey, SearchState } from '../search-params';
import { FacetGroup } from './facet-group';

const FACETS: { key: keyof ProductFacets; title: string }[] = [
  { key: 'programType', title: 'Program Type' },
  { key: 'productType', title: 'Line of Business' },
  { key: 'productFormat', title: 'Product Format' },
  { key: 'productCategory', title: 'Category' },
];

/** Tailwind's md breakpoint, where the page puts the filters beside the results. */
const BESIDE_RESULTS = '(min-width: 768px)';

interface SearchFiltersProps {
  state: SearchState;
  facets?: ProductFacets;
  showStateFilter: boolean;
  onChange: (filters: SearchState['filters']) => void;
}

export function SearchFilters({ state, facets, showStateFilter, onChange }: SearchFiltersProps) {
  const currentTerm = (state.filters.term ?? []).join(';');
  const [term, setTerm] = useStateFrom(currentTerm);

  const setFilter = (key: FilterKey, values: string[]) => onChange({ ...state.filters, [key]: values });
  const toggle = (key: FilterKey, value: string) => {
    const current = state.filters[key] ?? [];
    setFilter(key, current.includes(value) ? current.filter((item) => item !== value) : [...current, value]);
  };
  const submitTerm = (event: FormEvent) => {
    event.preventDefault();
    setFilter('term', term.trim() ? [term.trim()] : []);
  };
  const hasFilters = Object.values(state.filters).some((values) => values && values.length > 0);
  // Beside the results (md and up) the filters are always shown; above them, on a phone, they fold away
  // under "Filters", so the results are near the top and do not move down as the facets load.
  const beside = useMediaQuery(BESIDE_RESULTS);

  return (
    <aside aria-label={searchFilterTexts.filters} className="space-y-4">
      <search>
        <form onSubmit={submitTerm} className="space-y-2">
          <label htmlFor="product-keyword" className="block text-sm font-semibold text-slate-900">
            {searchFilterTexts.keyword}
          </label>
          <div className="flex gap-2">
            <input
              id="product-keyword"
              type="search"
              value={term}
              onChange={(event) => setTerm(event.target.value)}
              placeholder={searchFilterTexts.keywordPlaceholder}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
            />
            <button
              type="submit"
              className="rounded-md bg-blue-700 px-3 py-2 text-sm font-medium text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {searchFilterTexts.apply}
            </button>
          </div>
        </form>
      </search>
      <details key={beside ? 'beside' : 'above'} open={beside} className="group space-y-4">
        <summary className="flex cursor-pointer items-center justify-between rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 md:hidden">
          {searchFilterTexts.filters}
          <span aria-hidden="true" className="text-slate-500 group-open:rotate-180">
            ▾
          </span>
        </summary>
        {showStateFilter && (
          <div className="border-t border-slate-200 pt-4">
            <label htmlFor="product-state" className="mb-2 block text-sm font-semibold text-slate-900">
              {searchFilterTexts.state}
            </label>
            <select
              id="product-state"
              value={state.filters.state?.[0] ?? ''}
              onChange={(event) => setFilter('state', event.target.value ? [event.target.value] : [])}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            >
              <option value="">{searchFilterTexts.allStates}</option>
              {US_STATES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
        )}
        {FACETS.map(({ key, title }) => (
          <FacetGroup
            key={key}
            title={title}
            values={facets?.[key] ?? []}
            selected={state.filters[key] ?? []}
            onToggle={(value) => toggle(key, value)}
          />
        ))}
        {hasFilters && (
          <button
            type="button"
            onClick={() => onChange({})}
            className="text-sm font-medium text-blue-700 underline-offset-2 hover:underline"
          >
            {searchFilterTexts.clearAll}
          </button>
        )}
      </details>
    </aside>
  );
}
