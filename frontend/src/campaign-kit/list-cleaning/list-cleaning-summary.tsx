import { listCleaningTexts as texts } from '@msc/shared/messages';
import type { ListCleaning } from '@msc/shared/model/list-cleaning';
import { listCleaningSummary } from '@msc/shared/rules/list-cleaning';
import { useId } from 'react';
import { ErrorAlert } from '#ui/error-alert';

/**
 * Step 4's list cleaning: "N removed: X duplicates, Y incomplete, Z opted out — $A saved" with the removed
 * recipients to review (name, address, reason), and the one-per-household choice when the page offers it.
 * Nothing but the choice shows when nothing was removed.
 */
/** What a page does with the agent's one-per-household choice. */
export interface OnePerHouseholdHandler {
  onChange: (checked: boolean) => void;
  pending: boolean;
  error?: string | undefined;
}

/**
 * The one-per-household choice with its hint: in a review's list cleaning, or once above an Express
 * Order's sub codes (the choice applies to every sub code's list).
 */
export function OnePerHouseholdChoice({
  checked,
  onChange,
  pending,
  error,
}: OnePerHouseholdHandler & { checked: boolean }) {
  const hintId = useId();
  return (
    <div className="space-y-1">
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          className="size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700 aria-disabled:opacity-60"
          checked={checked}
          // Not `disabled`: a focused control that becomes disabled drops the focus to the page, and the
          // keyboard user's next Tab starts over from the top. Changes wait until the server has answered.
          aria-disabled={pending || undefined}
          aria-describedby={hintId}
          onChange={(event) => {
            if (!pending) onChange(event.target.checked);
            // Refused: the box is put back here, as React does for a controlled box and Preact does not.
            else event.target.checked = checked;
          }}
        />
        {texts.onePerHousehold}
      </label>
      <p id={hintId} className="text-xs text-slate-600">
        {texts.onePerHouseholdHint}
      </p>
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </div>
  );
}

export function ListCleaningSummary({
  cleaning,
  unitPrice,
  onePerHousehold,
  label = texts.title,
}: {
  cleaning: ListCleaning;
  /** Cents: what each removed recipient would have cost. */
  unitPrice: number;
  onePerHousehold?: OnePerHouseholdHandler;
  /** What names the section (an Express Order's sub code); the list cleaning's title otherwise. */
  label?: string;
}) {
  const summary = listCleaningSummary(cleaning, unitPrice);
  const listed = cleaning.removed.length;
  const total = cleaning.duplicates + cleaning.incomplete + cleaning.household;
  return (
    <section aria-label={label} className="space-y-3 rounded-md border border-slate-200 p-4">
      {summary && (
        <p className="font-medium text-slate-900" data-testid="list-cleaning-summary">
          {summary}
        </p>
      )}
      {onePerHousehold && <OnePerHouseholdChoice checked={cleaning.onePerHousehold} {...onePerHousehold} />}
      {listed > 0 && (
        <details className="group">
          <summary className="cursor-pointer rounded text-sm font-medium text-blue-800 underline focus-visible:outline-2 focus-visible:outline-blue-700">
            {texts.review}
          </summary>
          <div className="mt-2 overflow-x-auto">
            <table className="min-w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {texts.columns.name}
                  </th>
                  <th scope="col" className="py-1 pr-4 font-medium">
                    {texts.columns.address}
                  </th>
                  <th scope="col" className="py-1 font-medium">
                    {texts.columns.reason}
                  </th>
                </tr>
              </thead>
              <tbody>
                {cleaning.removed.map((recipient, index) => (
                  // Removed rows have no id of their own; the server's order is stable.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list in the server's order
                  <tr key={index} className="border-b border-slate-100 align-top">
                    <td className="py-1 pr-4">
                      {recipient.firstName} {recipient.lastName}
                    </td>
                    <td className="py-1 pr-4">
                      {[recipient.addressLine1, recipient.addressLine2].filter(Boolean).join(' ')},{' '}
                      {recipient.city}, {recipient.state} {recipient.postalCode}
                    </td>
                    <td className="py-1">{texts.reasons[recipient.reason]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-1 text-xs text-slate-600">
            {listed < total ? `${texts.shownOf(listed, total)} ` : ''}
            {cleaning.optedOut > 0 ? texts.optedOutNotListed : ''}
          </p>
        </details>
      )}
    </section>
  );
}
