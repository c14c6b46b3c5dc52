import { EMAIL_PATTERN } from '../model/fields';

/**
 * The public email opt-out button (spec 2 §5): disabled when the address is non-empty and invalid.
 * An empty field keeps it enabled; pressing it shows '(Required)'.
 */
export function isOptOutButtonDisabled(email: string | null | undefined): boolean {
  const value = (email ?? '').trim();
  return value !== '' && !EMAIL_PATTERN.test(value);
}
