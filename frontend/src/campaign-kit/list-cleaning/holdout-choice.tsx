import { responseTexts } from '@msc/shared/messages';
import type { Holdout } from '@msc/shared/model/holdout';
import { HOLDOUT_PERCENTS, type HoldoutPercent } from '@msc/shared/rules/holdout';
import { useId } from 'react';
import { ErrorAlert } from '#ui/error-alert';

const texts = responseTexts.holdout;

/** What a page does with the agent's holdout choice (the server draws who is held out and prices the rest). */
export interface HoldoutHandler {
  onChange: (percent: HoldoutPercent) => void;
  pending: boolean;
  error?: string | undefined;
}

/**
 * Step 4's optional holdout (issue 48): none, 5 or 10% of the cleaned list held out for measuring, and,
 * once chosen, how many are held out and how many mailed (the count and price above are the mailed).
 */
export function HoldoutChoice({
  holdout,
  onChange,
  pending,
  error,
}: HoldoutHandler & { holdout: Holdout | undefined }) {
  const hintId = useId();
  const name = useId();
  const chosen = holdout?.percent ?? 0;
  return (
    <fieldset className="space-y-1" aria-describedby={hintId}>
      <legend className="font-medium text-slate-900 text-sm">{texts.label}</legend>
      <div className="flex flex-wrap gap-4">
        {HOLDOUT_PERCENTS.map((percent) => (
          <label key={percent} className="flex items-center gap-2 text-sm text-slate-700">
            <input
              type="radio"
              name={name}
              value={percent}
              className="size-4 accent-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700 aria-disabled:opacity-60"
              checked={chosen === percent}
              // Not `disabled` (focus would drop to the page): changes wait until the server has answered.
              aria-disabled={pending || undefined}
              onChange={(event) => {
                if (!pending && percent !== chosen) onChange(percent);
                // Refused: the chosen share is put back here, as React does for controlled radios and Preact
                // does not.
                else if (pending)
                  for (const radio of event.target.closest('fieldset')?.querySelectorAll('input') ?? [])
                    radio.checked = Number(radio.value) === chosen;
              }}
            />
            {percent === 0 ? texts.none : texts.share(percent)}
          </label>
        ))}
      </div>
      <p id={hintId} className="text-xs text-slate-600">
        {texts.help}
      </p>
      {holdout && (
        <p className="font-medium text-slate-900 text-sm" data-testid="holdout-summary">
          {texts.summary(holdout.heldOut, holdout.mailed)}
        </p>
      )}
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </fieldset>
  );
}
