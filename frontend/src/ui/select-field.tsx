import type { Ref, SelectHTMLAttributes } from 'react';
import { type FieldProps, FieldShell, fieldControlClasses } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, FieldProps {
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select a state'. */
  placeholder?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select with hint and error text. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel,
  className = '',
  ref,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} hideLabel={hideLabel} required={select.required}>
      {(control) => (
        <select ref={ref} {...control} className={`${fieldControlClasses} pr-8 ${className}`} {...select}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
