/**
 * The fields' formats as plain patterns, without zod: a page that checks a ZIP code or an email as it is
 * typed needs these alone (model/fields.ts builds the schemas on them).
 */

/** 3-3-4 digits, as the phone helper formats them: 555-555-5555. */
export const PHONE_PATTERN = /^\d{3}-\d{3}-\d{4}$/;
/** A simple single address: no spaces, commas or semicolons, one @, a dot in the domain. */
export const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;
export const STATE_PATTERN = /^[A-Z]{2}$/;
export const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
