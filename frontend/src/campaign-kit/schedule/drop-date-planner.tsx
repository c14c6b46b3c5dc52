import { inHomeTexts } from '@msc/shared/messages';
import type { BusinessDate } from '@msc/shared/rules/business-date';
import { formatDate } from '@msc/shared/rules/formatting';
import { arriveByRange, planArriveBy } from '@msc/shared/rules/in-home-date';
import { useId, useState } from 'react';
import { ErrorAlert } from '#ui/error-alert';
import { DropDatePicker } from './drop-date-picker';
import { PlannedInHomeWindow } from './in-home-times';

/** What the agent planned: a drop date, or an arrive-in-homes-by date with the drop date it gives. */
export type PlannedDates =
  | { startDate: BusinessDate; arriveBy?: undefined }
  | { startDate: BusinessDate; arriveBy: BusinessDate };

type PlanBy = 'drop-date' | 'arrive-by';

/**
 * Step 3's date (and the Express Order's): the drop date itself, or "Arrive in homes by" a date, from which
 * the shared rule plans the latest drop date whose in-home window ends by then (the server plans it again).
 * A date no drop of the window can make is explained here and not saved.
 */
export function DropDatePlanner({
  dropDateLabel,
  startDate,
  arriveBy,
  now,
  onChange,
  destinationZip3,
}: {
  /** The mail's destination (3-digit ZIP) the in-home window is learned for; the agency's without one. */
  destinationZip3?: string | undefined;
  dropDateLabel: string;
  startDate: BusinessDate | undefined;
  arriveBy: BusinessDate | undefined;
  now: Date;
  onChange: (dates: PlannedDates) => void;
}) {
  const name = useId();
  const [planBy, setPlanBy] = useState<PlanBy>(arriveBy ? 'arrive-by' : 'drop-date');
  const [refused, setRefused] = useState<{ arriveBy: BusinessDate; message: string }>();
  const pickArriveBy = (date: BusinessDate) => {
    const plan = planArriveBy(date, now);
    if (!plan.ok) return setRefused({ arriveBy: date, message: plan.message });
    setRefused(undefined);
    onChange({ startDate: plan.dropDate, arriveBy: date });
  };
  const range = arriveByRange(now);

  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="mb-1 text-sm font-medium text-slate-800">{inHomeTexts.planBy}</legend>
        {(
          [
            ['drop-date', inHomeTexts.byDropDate],
            ['arrive-by', inHomeTexts.byArriveBy],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              className="h-4 w-4 accent-blue-700"
              checked={planBy === value}
              onChange={() => {
                setPlanBy(value);
                setRefused(undefined);
              }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {planBy === 'drop-date' ? (
        <DropDatePicker
          label={dropDateLabel}
          value={arriveBy ? undefined : startDate}
          now={now}
          onChange={(date) => onChange({ startDate: date })}
        />
      ) : (
        <>
          <DropDatePicker
            label={inHomeTexts.byArriveBy}
            value={refused?.arriveBy ?? arriveBy}
            now={now}
            range={range}
            isDisabled={(date) => date < range.earliest || date > range.latest}
            onChange={pickArriveBy}
          />
          <div aria-live="polite" className="max-w-md">
            {refused ? (
              <ErrorAlert>{refused.message}</ErrorAlert>
            ) : (
              arriveBy &&
              startDate && (
                <p className="text-sm font-medium text-slate-900">
                  {inHomeTexts.computedDropDate(formatDate(startDate))}
                </p>
              )
            )}
          </div>
        </>
      )}
      {startDate && !refused && <PlannedInHomeWindow dropDate={startDate} zip3={destinationZip3} />}
      <p className="max-w-md text-sm text-slate-600">{inHomeTexts.deliveryNote}</p>
    </div>
  );
}
