import type { FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { URL_FILTER_KEYS } from '#features/catalog';
import { links, paths } from '#lib/paths';
import { useStateFrom } from '#lib/use-state-from';

/** The header's search box: Enter or the button goes to product search with the keyword. */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  // On product search the box shows the keyword being searched; elsewhere it starts empty.
  const [term, setTerm] = useStateFrom(
    location.pathname === paths.productSearch
      ? (new URLSearchParams(location.search).get(URL_FILTER_KEYS.term) ?? '')
      : '',
    `${location.pathname}${location.search}`,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(links.productSearch({ [URL_FILTER_KEYS.term]: term.trim() }));
  };

  return (
    <search aria-label="Products" className="block w-full">
      <form onSubmit={submit} className="relative">
        <input
          type="search"
          aria-label="Search"
          placeholder="Search marketing materials"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          className="h-10 w-full rounded-md border border-slate-300 bg-slate-50 pr-11 pl-3 text-sm text-slate-900 placeholder:text-slate-500 focus:border-blue-700 focus:bg-white focus:outline-none focus:ring-2 focus:ring-blue-700/25"
        />
        <button
          type="submit"
          aria-label="Search"
          className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-slate-500 hover:text-blue-700"
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" className="size-5 fill-none stroke-current stroke-2">
            <circle cx="9" cy="9" r="5.5" />
            <path d="m13.5 13.5 3.5 3.5" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </search>
  );
}
