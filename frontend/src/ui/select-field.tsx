import { type Ref, type SelectHTMLAttributes, useId } from 'react';
import { FieldShell, fieldControlClasses } from './field-shell';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly SelectOption[];
  /** A first, empty choice such as 'Select a state'. */
  placeholder?: string;
  error?: string;
  hint?: string;
  hideLabel?: boolean;
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
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      required={select.required}
    >
      {(describedBy) => (
        <select
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${fieldControlClasses} pr-8 ${className}`}
          {...select}
        >
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
