import type { Ref, TextareaHTMLAttributes } from 'react';
import { type FieldProps, FieldShell, fieldControlClasses } from './field-shell';

export interface TextAreaFieldProps
  extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>,
    Omit<FieldProps, 'hideLabel'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with hint and error text. */
export function TextAreaField({ label, error, hint, className = '', ref, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldShell label={label} error={error} hint={hint} required={textarea.required}>
      {(control) => (
        <textarea
          ref={ref}
          {...control}
          className={`${fieldControlClasses} min-h-24 ${className}`}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}
