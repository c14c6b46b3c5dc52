import { EMAIL_PATTERN } from '../model/field-patterns';
import { paths } from '../routes/paths';

/**
 * The public email opt-out button (spec 2 §5): disabled when the address is non-empty and invalid.
 * An empty field keeps it enabled; pressing it shows '(Required)'.
 */
export function isOptOutButtonDisabled(email: string | null | undefined): boolean {
  const value = (email ?? '').trim();
  return value !== '' && !EMAIL_PATTERN.test(value);
}

/** How long the link of an opt-out confirmation email works. */
export const OPT_OUT_CONFIRMATION_VALID_HOURS = 48;
/** Public opt-out calls a client address may make an hour (both the tracker and the form). */
export const OPT_OUT_REQUESTS_PER_HOUR = 20;
/** Confirmation emails one address may get a day, whoever asks: no one can flood a mailbox with them. */
export const OPT_OUT_CONFIRMATIONS_PER_DAY = 3;
/** The page an opt-out link opens (spec 2 §2: opt-out tracking, query t, i, e). */
export const OPT_OUT_TRACKING_PATH = paths.optOutTracking;
