import { recipientsTexts } from '@msc/shared/messages';
import { useId } from 'react';
import { Button } from '#ui/button';
import type { useRecipientSelection } from './recipient-selection';

interface SelectionBarProps {
  selection: ReturnType<typeof useRecipientSelection>;
  /** The ids of the rows on the page shown. */
  pageIds: readonly string[];
  /** The label of "Select all", with the count of all selectable rows. */
  selectAllLabel: string;
  /** The live "N of M selected" line. */
  selectedLabel: string;
  selectedCount: number;
}

/** Above a recipient table: select this page, select all, clear, and how many are selected (read aloud). */
export function SelectionBar({
  selection,
  pageIds,
  selectAllLabel,
  selectedLabel,
  selectedCount,
}: SelectionBarProps) {
  const pageBoxId = useId();
  const pageSelected = pageIds.length > 0 && pageIds.every(selection.isSelected);
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
      <label htmlFor={pageBoxId} className="inline-flex items-center gap-2 font-medium text-slate-800">
        <input
          id={pageBoxId}
          type="checkbox"
          className="size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          checked={pageSelected}
          disabled={pageIds.length === 0}
          onChange={(event) => selection.setSelected(pageIds, event.target.checked)}
        />
        {recipientsTexts.selectPage}
      </label>
      <Button variant="ghost" size="sm" onClick={selection.selectAll}>
        {selectAllLabel}
      </Button>
      <Button variant="ghost" size="sm" onClick={selection.clear} disabled={selectedCount === 0}>
        {recipientsTexts.clearSelection}
      </Button>
      <output aria-live="polite" className="ml-auto font-semibold text-slate-900">
        {selectedLabel}
      </output>
    </div>
  );
}
