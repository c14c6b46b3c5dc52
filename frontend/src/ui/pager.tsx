import { pageWindow } from './page-window';

export interface PagerProps {
  /** 1-based current page. */
  pageNumber: number;
  pageCount: number;
  onPage: (pageNumber: number) => void;
  /** Names the navigation landmark when a page has more than one pager. */
  label?: string;
}

const ITEM =
  'inline-flex h-9 min-w-9 items-center justify-center rounded-md px-3 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

/** Page numbers with Previous and Next; hidden when there is only one page. */
export function Pager({ pageNumber, pageCount, onPage, label = 'Pagination' }: PagerProps) {
  if (pageCount <= 1) return null;
  const go = (page: number) => {
    if (page >= 1 && page <= pageCount && page !== pageNumber) onPage(page);
  };
  return (
    <nav aria-label={label} className="flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={`${ITEM} text-slate-700 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent`}
            disabled={pageNumber <= 1}
            onClick={() => go(pageNumber - 1)}
          >
            <span aria-hidden="true">‹</span> Previous
          </button>
        </li>
        {pageWindow(pageNumber, pageCount).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={entry}>
              <button
                type="button"
                aria-label={`Page ${entry}`}
                aria-current={entry === pageNumber ? 'page' : undefined}
                className={`${ITEM} ${
                  entry === pageNumber ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
                }`}
                onClick={() => go(entry)}
              >
                {entry}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={`${ITEM} text-slate-700 hover:bg-slate-100 disabled:opacity-40 disabled:hover:bg-transparent`}
            disabled={pageNumber >= pageCount}
            onClick={() => go(pageNumber + 1)}
          >
            Next <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
