import { type InputHTMLAttributes, type Ref, useId } from 'react';
import { FieldShell, fieldControlClasses } from './field-shell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Validation message; marks the input invalid and describes it. */
  error?: string;
  /** Help text under the input. */
  hint?: string;
  /** Hide the label visually (it still names the input). */
  hideLabel?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and error text wired to aria-describedby and aria-invalid. */
export function TextField({ label, error, hint, hideLabel, className = '', ref, ...input }: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      required={input.required}
    >
      {(describedBy) => (
        <input
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${fieldControlClasses} ${className}`}
          {...input}
        />
      )}
    </FieldShell>
  );
}
