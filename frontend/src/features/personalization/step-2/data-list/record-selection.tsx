import { dataListTexts, recipientsTexts } from '@msc/shared/messages';
import type { MailListRow } from '@msc/shared/model/mail-list';
import { AGENCY_LISTS_PAGE_SIZE } from '@msc/shared/rules/constants';
import { formatCount } from '@msc/shared/rules/formatting';
import { showsPolicyholderNext } from '@msc/shared/rules/personalization-steps';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { agencyListContactsQuery } from '#features/agency-lists';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { LoadingState } from '#ui/loading-state';
import { Pager } from '#ui/pager';
import { useRecipientSelection } from '../recipient-selection';
import { SelectionBar } from '../selection-bar';
import { contactName, ListRecords } from './list-records';

export type ListSelectionBody = { mailListContactIds: string[] } | { all: true; except: string[] };

/**
 * SELECT: the list's records, 50 a page, a checkbox each; select the page, all of them or none. `initial`
 * is every record ('all') or the order's saved ones (spec 2 §4). Next only once one is ticked.
 */
export function RecordSelection({
  list,
  initial,
  saving,
  onPrevious,
  onNext,
}: {
  list: Pick<MailListRow, 'mailListId' | 'name'>;
  initial: readonly string[] | 'all';
  saving: boolean;
  onPrevious: () => void;
  onNext: (body: ListSelectionBody) => void;
}) {
  const [pageNumber, setPageNumber] = useState(1);
  const page = useQuery(agencyListContactsQuery(list.mailListId, pageNumber));
  const selection = useRecipientSelection(initial);
  if (page.isPending) return <LoadingState />;
  if (page.error) {
    // The list was deleted since (or is not the user's): say so and let them choose another.
    return (
      <div className="space-y-4">
        <EmptyState message={page.error.message} />
        <Button variant="secondary" onClick={onPrevious}>
          {dataListTexts.changeList}
        </Button>
      </div>
    );
  }
  const { results, totalCount } = page.data;
  const selectedCount = selection.countOf(totalCount);
  const pageIds = results.flatMap((row) => (row.mailListContactId ? [row.mailListContactId] : []));
  const body: ListSelectionBody =
    selection.selection.mode === 'picked'
      ? { mailListContactIds: [...selection.selection.policyNumbers] }
      : { all: true, except: [...selection.selection.except] };

  return (
    <section aria-labelledby="record-selection-heading" className="space-y-4">
      <h3 id="record-selection-heading" className="text-base font-semibold text-slate-900">
        {list.name ? `${dataListTexts.selectRecords}: ${list.name}` : dataListTexts.selectRecords}
      </h3>
      <SelectionBar
        selection={selection}
        pageIds={pageIds}
        selectAllLabel={recipientsTexts.selectAll(formatCount(totalCount))}
        selectedLabel={dataListTexts.selectedCount(formatCount(selectedCount), formatCount(totalCount))}
        selectedCount={selectedCount}
      />
      <div aria-busy={page.isFetching} className={page.isPlaceholderData ? 'opacity-60' : undefined}>
        <ListRecords
          records={results}
          caption={dataListTexts.recordsCaption}
          select={{
            header: dataListTexts.columns.select,
            cell: (row) => (
              <input
                type="checkbox"
                className="size-4 rounded border-slate-400 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                aria-label={dataListTexts.selectRecord(contactName(row))}
                checked={selection.isSelected(row.mailListContactId ?? '')}
                onChange={(event) =>
                  selection.setSelected([row.mailListContactId ?? ''], event.target.checked)
                }
              />
            ),
          }}
        />
      </div>
      <Pager
        pageNumber={pageNumber}
        pageCount={Math.ceil(totalCount / AGENCY_LISTS_PAGE_SIZE)}
        onPage={setPageNumber}
      />
      <div className="flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-4">
        <Button variant="secondary" onClick={onPrevious} disabled={saving}>
          {recipientsTexts.previous}
        </Button>
        {showsPolicyholderNext(selectedCount) && (
          <Button onClick={() => onNext(body)} loading={saving}>
            {recipientsTexts.next}
          </Button>
        )}
      </div>
    </section>
  );
}
