import { expressOrderTexts } from '@msc/shared/messages';
import type { SubCodeTileState } from '@msc/shared/model/bulk-order-state';
import { SUB_CODE_STRIP_SIZE } from '@msc/shared/rules/constants';
import { subCodeStripPage, subCodeStripPageCount, subCodeStripPageOf } from '@msc/shared/rules/express-order';
import { formatStatCode } from '@msc/shared/rules/formatting';
import { useState } from 'react';
import { Button } from '#ui/button';

const T = expressOrderTexts.ours;

export interface SubCodeTile {
  statId: string;
  agencyName: string;
  policyHoldersCount: number;
}

const TILE_CLASSES: Record<SubCodeTileState, string> = {
  noAction: 'border-slate-200 bg-white text-slate-800',
  active: 'border-blue-700 bg-blue-700 text-white',
  done: 'border-emerald-600 bg-emerald-50 text-emerald-900',
  todo: 'border-amber-500 bg-amber-50 text-amber-900',
};

const MARK: Record<SubCodeTileState, string> = { noAction: '', active: '●', done: '✓', todo: '…' };

/**
 * The sub code strip (spec 1 §2): 10 tiles at a time, each in one of the spec's states. With `onToggle`
 * a tile is a toggle button (the sub code selection); without it the strip only shows progress.
 */
export function SubCodeStrip({
  subCodes,
  stateOf,
  onToggle,
  label,
  busy = false,
}: {
  subCodes: readonly SubCodeTile[];
  stateOf: (statId: string) => SubCodeTileState;
  onToggle?: (statId: string) => void;
  label: string;
  /** A choice is being saved: the tiles wait for it (the server takes one change of the state at a time). */
  busy?: boolean;
}) {
  const firstActive = subCodes.findIndex((subCode) => stateOf(subCode.statId) === 'active');
  const [page, setPage] = useState(() => subCodeStripPageOf(Math.max(0, firstActive)));
  const pageCount = subCodeStripPageCount(subCodes.length);
  const shown = subCodeStripPage(subCodes, page);
  const from = Math.min(page, pageCount - 1) * SUB_CODE_STRIP_SIZE;

  return (
    <section aria-label={label} aria-busy={busy} className="space-y-3">
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {shown.map((subCode) => {
          const state = stateOf(subCode.statId);
          // A sub code without policyholders has nobody to mail (spec 1 §6): shown, not chosen.
          const empty = subCode.policyHoldersCount === 0 && state === 'noAction';
          const body = (
            <>
              <span className="flex items-center justify-between gap-2 font-semibold">
                {formatStatCode(subCode.statId)}
                <span aria-hidden="true">{MARK[state]}</span>
              </span>
              <span className="block truncate text-xs">{subCode.agencyName}</span>
              <span className="block text-xs">{T.policyholders(subCode.policyHoldersCount)}</span>
              <span className="sr-only">, {T.tileStates[state]}</span>
            </>
          );
          const classes = `block w-full rounded-md border p-3 text-left text-sm ${TILE_CLASSES[state]}`;
          return (
            <li key={subCode.statId} data-state={state}>
              {onToggle ? (
                <button
                  type="button"
                  aria-pressed={state !== 'noAction'}
                  disabled={empty || busy}
                  onClick={() => onToggle(subCode.statId)}
                  className={`${classes} focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 enabled:hover:shadow disabled:cursor-not-allowed disabled:opacity-60`}
                >
                  {body}
                </button>
              ) : (
                <div className={classes}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      {pageCount > 1 && (
        <div className="flex items-center gap-3 text-sm text-slate-700">
          <Button variant="secondary" size="sm" disabled={page <= 0} onClick={() => setPage(page - 1)}>
            {T.stripPrevious}
          </Button>
          <span aria-live="polite">{T.stripRange(from + 1, from + shown.length, subCodes.length)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pageCount - 1}
            onClick={() => setPage(page + 1)}
          >
            {T.stripNext}
          </Button>
        </div>
      )}
    </section>
  );
}
