import { listCleaningTexts } from '@msc/shared/messages';
import type { BulkOrderState, BulkSummaryRow } from '@msc/shared/model/bulk-order-state';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { removedCount } from '@msc/shared/rules/list-cleaning';
import { useId } from 'react';
import { HoldoutChoice, ListCleaningSummary, OnePerHouseholdChoice } from '#campaign-kit';
import { Panel } from '#ui/panel';
import { showApiErrorToast } from '#ui/toast';
import { useSetExpressListCleaning } from '../api/express-order-queries';

/**
 * Step 4's list cleaning of an Express Order: the one-per-household choice and the holdout once (they apply
 * to every sub code's list), then each sub code's "N removed: …" line with its removed recipients to review, as the
 * wizard's step 4 shows them. The server cleaned and priced each list; the table above has the counts.
 */
export function ExpressListCleaning({
  state,
  rows,
}: {
  state: BulkOrderState;
  rows: readonly Pick<BulkSummaryRow, 'statCode' | 'agencyName'>[];
}) {
  const headingId = useId();
  const choice = useSetExpressListCleaning();
  const cleaned = state.orderStates.flatMap((child) => (child.listCleaning ? [child] : []));
  if (cleaned.length === 0) return null;
  const nameOf = (statCode: string) =>
    [formatStatCode(statCode), rows.find((row) => row.statCode === statCode)?.agencyName]
      .filter(Boolean)
      .join(' ');
  return (
    <Panel aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="font-semibold text-lg text-slate-900">
        {listCleaningTexts.title}
      </h2>
      <OnePerHouseholdChoice
        checked={state.onePerHousehold ?? false}
        pending={choice.isPending}
        error={choice.error?.message}
        onChange={(onePerHousehold) =>
          choice.mutate({ id: state.id, onePerHousehold }, { onError: showApiErrorToast })
        }
      />
      <HoldoutChoice
        holdout={state.holdout}
        pending={choice.isPending}
        onChange={(holdoutPercent) =>
          choice.mutate(
            { id: state.id, onePerHousehold: state.onePerHousehold ?? false, holdoutPercent },
            { onError: showApiErrorToast },
          )
        }
      />
      <ul className="space-y-3">
        {cleaned.map(({ statCode, listCleaning }) =>
          listCleaning && removedCount(listCleaning) > 0 ? (
            <li key={statCode} className="space-y-1">
              <h3 className="font-medium text-slate-800 text-sm">{nameOf(statCode)}</h3>
              <ListCleaningSummary
                cleaning={listCleaning}
                unitPrice={state.unitPrice}
                label={nameOf(statCode)}
              />
            </li>
          ) : null,
        )}
      </ul>
    </Panel>
  );
}
