import { apiErrors, expressOrderTexts } from '@msc/shared/messages';
import type { BulkOrderState } from '@msc/shared/model/bulk-order-state';
import { pathTo } from '@msc/shared/routes/path-to';
import { canContinueFromSubCodes, checkSubCodeCount } from '@msc/shared/rules/express-order';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { expressSubCodesQuery } from '#campaign-kit';
import { paths } from '#lib/paths';
import { Button } from '#ui/button';
import { EmptyState } from '#ui/empty-state';
import { ErrorAlert } from '#ui/error-alert';
import { QueryState } from '#ui/query-state';
import { showApiErrorToast } from '#ui/toast';
import { useSaveSubCodes } from './api/express-order-queries';
import { ExpressFrame } from './components/express-frame';
import { SubCodeStrip } from './components/sub-code-strip';
import { subCodeTileState } from './components/sub-code-tiles';

const T = expressOrderTexts.ours;

/**
 * /expressorder/subcodes/:bulkOrderStateId (spec 1 §2): the agency's sub codes with their policyholder
 * counts on a strip of 10; each choice is saved and the server's state kept; Next (disabled with none
 * chosen) asks whether the personalization is the same for all.
 */
export default function SubCodesPage() {
  return <ExpressFrame title={T.subCodesTitle}>{(state) => <SubCodeChoice state={state} />}</ExpressFrame>;
}

function SubCodeChoice({ state }: { state: BulkOrderState }) {
  const navigate = useNavigate();
  const subCodes = useQuery(expressSubCodesQuery(state.oppId));
  const save = useSaveSubCodes();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(state.subCodesDetails.map((detail) => detail.statCode)),
  );

  const [tooMany, setTooMany] = useState(false);

  const toggle = (statId: string) => {
    const next = new Set(chosen);
    if (next.has(statId)) next.delete(statId);
    else next.add(statId);
    const count = checkSubCodeCount(next.size);
    setTooMany(!count.ok);
    if (!count.ok) return;
    setChosen(next);
    save.mutate(
      { id: state.id, statCodes: [...next] },
      // The server's answer is the truth: on failure show what it still holds.
      {
        onError: (error) => {
          showApiErrorToast(error);
          setChosen(new Set(state.subCodesDetails.map((detail) => detail.statCode)));
        },
      },
    );
  };

  return (
    <div className="space-y-5">
      <p className="text-slate-700">{T.subCodesIntro}</p>
      <QueryState
        query={subCodes}
        isEmpty={(rows) => rows.length === 0}
        empty={<EmptyState message={T.noSubCodes} />}
      >
        {(rows) => (
          <SubCodeStrip
            label={T.subCodesTitle}
            subCodes={rows}
            stateOf={(statId) =>
              subCodeTileState({ selected: chosen.has(statId), current: true, done: false })
            }
            onToggle={toggle}
            busy={save.isPending}
          />
        )}
      </QueryState>
      {tooMany && <ErrorAlert>{apiErrors.tooManyExpressSubCodes}</ErrorAlert>}
      <div className="flex flex-wrap items-center gap-4 border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700" aria-live="polite">
          {T.selectedCount(chosen.size)}
        </p>
        <Button
          disabled={!canContinueFromSubCodes(chosen.size) || save.isPending}
          onClick={() =>
            navigate(pathTo(paths.expressOrderSamePersonalization, { bulkOrderStateId: state.id }))
          }
        >
          {expressOrderTexts.next}
        </Button>
      </div>
    </div>
  );
}
