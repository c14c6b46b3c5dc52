import type { ReactNode } from 'react';

/** The control look shared by inputs, selects and text areas. */
export const fieldControlClasses =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm ' +
  'placeholder:text-slate-400 focus:border-blue-700 focus:outline-none focus:ring-2 focus:ring-blue-700/25 ' +
  'disabled:bg-slate-100 disabled:text-slate-500 aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/25';

interface FieldShellProps {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
  required?: boolean;
  /** Renders the control, given the ids that describe it. */
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error of one form field. */
export function FieldShell({ id, label, error, hint, hideLabel, required, children }: FieldShellProps) {
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
      {children(describedBy)}
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
