import { type BusinessDate, calendarDateOf } from '@msc/shared/rules/business-date';
import { dropDateWindow, isDropDateDisabled } from '@msc/shared/rules/drop-date-window';
import { parseISO } from 'date-fns';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';

/** A business date as the local calendar day the picker shows. */
const localDay = (date: BusinessDate) => parseISO(date);

/**
 * The drop date picker (spec 2 §5): weekends, holidays, the past and days outside the window (2 days to
 * about 4 months ahead) disabled; months outside the window are not offered. The arrive-by picker passes
 * its own range and disabled days.
 */
export function DropDatePicker({
  label,
  value,
  onChange,
  now,
  range = dropDateWindow(now),
  isDisabled = (date) => isDropDateDisabled(date, now),
}: {
  label: string;
  value: BusinessDate | undefined;
  onChange: (date: BusinessDate) => void;
  now: Date;
  range?: { earliest: BusinessDate; latest: BusinessDate };
  /** Narrower than the drop window where a rule says so (a placed order's drop keeps its lead time). */
  isDisabled?: (date: BusinessDate) => boolean;
}) {
  return (
    <fieldset className="inline-block rounded-md border border-slate-200 bg-white p-2">
      <legend className="px-1 text-sm font-medium text-slate-800">{label}</legend>
      <DayPicker
        mode="single"
        selected={value ? localDay(value) : undefined}
        onSelect={(day) => day && onChange(calendarDateOf(day))}
        disabled={(day) => isDisabled(calendarDateOf(day))}
        startMonth={localDay(range.earliest)}
        endMonth={localDay(range.latest)}
        defaultMonth={value ? localDay(value) : localDay(range.earliest)}
        required={false}
      />
    </fieldset>
  );
}
