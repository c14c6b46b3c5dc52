import { type Ref, type TextareaHTMLAttributes, useId } from 'react';
import { FieldShell, fieldControlClasses } from './field-shell';

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with hint and error text. */
export function TextAreaField({ label, error, hint, className = '', ref, ...textarea }: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={textarea.required}>
      {(describedBy) => (
        <textarea
          ref={ref}
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${fieldControlClasses} min-h-24 ${className}`}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
