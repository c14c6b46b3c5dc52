import { validation } from '@msc/shared/messages';
import { type FormEvent, useRef, useState } from 'react';

export interface SignInFormValues {
  username: string;
  password: string;
}
type Field = keyof SignInFormValues;
type FieldErrors = Partial<Record<Field, string>>;

// Two required fields in plain state, not a form library: the sign-in page is the first paint of most
// visits, and react-hook-form was 13.6 KB gzip of it (zod, 21 KB, was dropped for the same reason).
const rules: Record<Field, (value: string) => string | undefined> = {
  username: (value) => (value.trim() === '' ? validation.required : undefined),
  password: (value) => (value === '' ? validation.required : undefined),
};
/** The order errors are focused in: the form's order. */
const FIELDS: readonly Field[] = ['username', 'password'];
const EMPTY: SignInFormValues = { username: '', password: '' };

/**
 * The sign-in form's values and errors, validated as react-hook-form did by default: on submit (the first
 * invalid field focused), then on each change once submitted; a value set with `validate` is checked at once.
 */
export function useSignInForm() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});

  const setValue = (field: Field, value: string, { validate = submitted } = {}) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (validate) setErrors((current) => ({ ...current, [field]: rules[field](value) }));
  };

  /** The props of a field's input: value, change, ref for focus, and its error. */
  const field = (name: Field) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
    ref: (input: HTMLInputElement | null) => {
      inputs.current[name] = input;
    },
    error: errors[name],
  });

  const handleSubmit = (onValid: (values: SignInFormValues) => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = Object.fromEntries(FIELDS.map((name) => [name, rules[name](values[name])])) as FieldErrors;
    setErrors(found);
    const invalid = FIELDS.find((name) => found[name]);
    if (invalid) {
      inputs.current[invalid]?.focus();
      return;
    }
    setSubmitting(true);
    try {
      await onValid(values);
    } finally {
      setSubmitting(false);
    }
  };

  const isDirty = FIELDS.some((name) => values[name] !== EMPTY[name]);
  return { field, setValue, handleSubmit, isDirty, isSubmitting };
}

export type SignInForm = ReturnType<typeof useSignInForm>;
