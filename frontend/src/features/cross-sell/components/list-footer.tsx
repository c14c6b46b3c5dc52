import { notices } from '@msc/shared/messages';
import { CROSS_SELL_LIST_PAGE_SIZE_OPTIONS } from '@msc/shared/rules/constants';
import { PageSizeSelect } from '#ui/page-size-select';
import { Pager } from '#ui/pager';

export interface ListPagingProps {
  pageNumber: number;
  pageSize: number;
  shown: number;
  total: number;
  onPage: (pageNumber: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** "Showing x of y", the page-size list (25/50/100/200) and the pager under a cross-sell table. */
export function ListPaging({ pageNumber, pageSize, shown, total, onPage, onPageSize }: ListPagingProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {notices.showingCount(shown, total)}
      </p>
      <PageSizeSelect value={pageSize} options={CROSS_SELL_LIST_PAGE_SIZE_OPTIONS} onChange={onPageSize} />
      <Pager pageNumber={Math.min(pageNumber, pageCount)} pageCount={pageCount} onPage={onPage} />
    </div>
  );
}
