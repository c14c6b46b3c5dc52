import { type ReactNode, useId } from 'react';

/** The control look shared by inputs, selects and text areas. */
export const fieldControlClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/25 ' +
  'disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/25';

/** What the control needs to be named and described by its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The props every labelled field takes besides its control's own. */
export interface FieldProps {
  label: string;
  /** Validation message; marks the control invalid and describes it. */
  error?: string;
  /** Help text under the control. */
  hint?: string;
  /** Hide the label visually (it still names the control). */
  hideLabel?: boolean;
}

interface FieldShellProps extends FieldProps {
  required?: boolean;
  /** Renders the control with the props that wire it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Label, control, hint and error of one form field. */
export function FieldShell({ label, error, hint, hideLabel, required, children }: FieldShellProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-slate-800'}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
