interface ResultsPagerProps {
  pageNumber: number;
  pageCount: number;
  onPage: (pageNumber: number) => void;
}

/** Page numbers around the current page, first and last always reachable. */
function visiblePages(current: number, count: number): (number | `gap-before-${number}`)[] {
  const pages = new Set(
    [1, count, current - 1, current, current + 1].filter((page) => page >= 1 && page <= count),
  );
  const sorted = [...pages].sort((a, b) => a - b);
  return sorted.flatMap((page, index) =>
    index > 0 && page - sorted[index - 1]! > 1 ? [`gap-before-${page}` as const, page] : [page],
  );
}

const buttonClass =
  'min-w-9 rounded-md border px-3 py-1.5 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:cursor-not-allowed disabled:opacity-40';

export function ResultsPager({ pageNumber, pageCount, onPage }: ResultsPagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        className={`${buttonClass} border-slate-300`}
        disabled={pageNumber <= 1}
        onClick={() => onPage(pageNumber - 1)}
      >
        Previous
      </button>
      {visiblePages(pageNumber, pageCount).map((page) =>
        typeof page === 'string' ? (
          <span key={page} className="px-1 text-slate-500" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={page}
            type="button"
            aria-current={page === pageNumber ? 'page' : undefined}
            aria-label={`Page ${page}`}
            className={`${buttonClass} ${page === pageNumber ? 'border-blue-700 bg-blue-700 text-white' : 'border-slate-300 hover:bg-slate-50'}`}
            onClick={() => onPage(page)}
          >
            {page}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${buttonClass} border-slate-300`}
        disabled={pageNumber >= pageCount}
        onClick={() => onPage(pageNumber + 1)}
      >
        Next
      </button>
    </nav>
  );
}
