import type { InputHTMLAttributes, Ref } from 'react';
import { type FieldProps, FieldShell, fieldControlClasses } from './field-shell';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, FieldProps {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with hint and error text wired to aria-describedby and aria-invalid. */
export function TextField({ label, error, hint, hideLabel, className = '', ref, ...input }: TextFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} hideLabel={hideLabel} required={input.required}>
      {(control) => (
        <input ref={ref} {...control} className={`${fieldControlClasses} ${className}`} {...input} />
      )}
    </FieldShell>
  );
}
