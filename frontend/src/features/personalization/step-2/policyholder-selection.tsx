import { emptyStates, recipientsTexts } from '@msc/shared/messages';
import type { RecipientRow } from '@msc/shared/model/recipients';
import { DEFAULT_RECIPIENT_PAGE_SIZE, RECIPIENT_PAGE_SIZES } from '@msc/shared/rules/constants';
import { formatCount } from '@msc/shared/rules/formatting';
import { showsPolicyholderNext } from '@msc/shared/rules/personalization-steps';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { Button } from '#ui/button';
import { type DataColumn, DataTable } from '#ui/data-table';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { PageSizeSelect } from '#ui/page-size-select';
import { Pager } from '#ui/pager';
import { type RecipientSearch, recipientPageQuery } from '../api/recipient-queries';
import { useRecipientSelection } from './recipient-selection';
import { SelectionBar } from './selection-bar';

export interface PolicyholderSelectionProps {
  orderStateId: string;
  /** The policy numbers the order state mails already (ticked at the start). */
  initial: readonly string[];
  onPrevious: () => void;
  onNext: (body: { policyNumbers: string[] } | { all: true; except: string[] }) => void;
  saving: boolean;
  /** Takes the focus once shown: it replaced the control that had it (step 2's No). */
  focusOnShow?: boolean;
}

const fullName = (row: RecipientRow) => `${row.firstName} ${row.lastName}`;

/**
 * The self-selection table of step 2 (spec 2 §2, §5): the agency's eligible policyholders, paged and
 * searchable, a checkbox per row, select all on the page or all of them; Next only once one is ticked.
 */
export function PolicyholderSelection({
  orderStateId,
  initial,
  onPrevious,
  onNext,
  saving,
  focusOnShow = false,
}: PolicyholderSelectionProps) {
  const [search, setSearch] = useState<RecipientSearch>({
    pageNumber: 1,
    pageSize: DEFAULT_RECIPIENT_PAGE_SIZE,
    search: '',
  });
  const [term, setTerm] = useState('');
  const page = useQuery(recipientPageQuery(orderStateId, search));
  const selection = useRecipientSelection(initial);
  const searchId = useId();
  // Stable, so it runs once when the list appears, not on every tick.
  const takeFocus = useCallback(
    (node: HTMLElement | null) => {
      if (node && focusOnShow) node.focus();
    },
    [focusOnShow],
  );

  if (page.isPending) return <LoadingState />;
  if (page.error) throw page.error;
  const { results, totalCount, eligibleCount } = page.data;
  const selectedCount = selection.countOf(eligibleCount);
  const pageNumbers = results.map((row) => row.policyNumber);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch((current) => ({ ...current, pageNumber: 1, search: term.trim() }));
  };

  if (eligibleCount === 0) {
    return (
      <div className="space-y-4">
        <EmptyState message={emptyStates.policyholders} />
        <Button variant="secondary" onClick={onPrevious}>
          {recipientsTexts.previous}
        </Button>
      </div>
    );
  }

  const columns: DataColumn<RecipientRow>[] = [
    {
      id: 'select',
      header: recipientsTexts.columns.select,
      cell: (row) => (
        <input
          type="checkbox"
          className="size-4 rounded border-slate-400 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          aria-label={recipientsTexts.selectPolicyholder(fullName(row))}
          checked={selection.isSelected(row.policyNumber)}
          onChange={(event) => selection.setSelected([row.policyNumber], event.target.checked)}
        />
      ),
    },
    {
      id: 'name',
      header: recipientsTexts.columns.name,
      cell: (row) => `${row.lastName}, ${row.firstName}`,
      wrap: true,
    },
    {
      id: 'policyNumber',
      header: recipientsTexts.columns.policyNumber,
      cell: (row) => (
        <span>
          {row.policyNumber}
          <span className="block text-slate-600">{row.policyType}</span>
        </span>
      ),
    },
    {
      id: 'address',
      header: recipientsTexts.columns.address,
      // Street, then city, state and ZIP: one column keeps the table inside a tablet's width.
      cell: (row) => (
        <span>
          {[row.addressLine1, row.addressLine2].filter(Boolean).join(', ')}
          <span className="block text-slate-600">{`${row.city}, ${row.state} ${row.postalCode}`}</span>
        </span>
      ),
      wrap: true,
    },
    { id: 'agency', header: recipientsTexts.columns.agency, cell: (row) => row.statCode },
  ];

  return (
    <section
      ref={takeFocus}
      tabIndex={-1}
      aria-label={recipientsTexts.caption}
      className="space-y-4 focus:outline-none"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <form onSubmit={submitSearch} className="flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-700">
              {recipientsTexts.search}
            </label>
            <input
              id={searchId}
              type="search"
              value={term}
              maxLength={100}
              placeholder={recipientsTexts.searchHint}
              onChange={(event) => setTerm(event.target.value)}
              className="mt-1 h-10 w-72 max-w-full rounded-md border border-slate-300 px-3 text-sm shadow-sm focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/25"
            />
          </div>
          <Button type="submit" variant="secondary">
            {recipientsTexts.searchButton}
          </Button>
        </form>
        <PageSizeSelect
          value={search.pageSize}
          options={RECIPIENT_PAGE_SIZES}
          onChange={(pageSize) => setSearch((current) => ({ ...current, pageSize, pageNumber: 1 }))}
        />
      </div>

      <SelectionBar
        selection={selection}
        pageIds={pageNumbers}
        selectAllLabel={recipientsTexts.selectAll(formatCount(eligibleCount))}
        selectedLabel={recipientsTexts.selectedCount(formatCount(selectedCount), formatCount(eligibleCount))}
        selectedCount={selectedCount}
      />

      <div aria-busy={page.isFetching} className={page.isPlaceholderData ? 'opacity-60' : undefined}>
        {results.length === 0 ? (
          <EmptyState message={recipientsTexts.noMatch} />
        ) : (
          <DataTable
            columns={columns}
            rows={results}
            rowKey={(row) => row.policyNumber}
            caption={recipientsTexts.caption}
          />
        )}
      </div>

      <Pager
        pageNumber={search.pageNumber}
        pageCount={Math.ceil(totalCount / search.pageSize)}
        onPage={(pageNumber) => setSearch((current) => ({ ...current, pageNumber }))}
      />

      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onPrevious} disabled={saving}>
          {recipientsTexts.previous}
        </Button>
        {showsPolicyholderNext(selectedCount) && (
          <Button onClick={() => onNext(selection.body)} loading={saving}>
            {recipientsTexts.next}
          </Button>
        )}
      </div>
    </section>
  );
}
