import * as z from 'zod';
import { errors, validation } from '../messages';
import { ADDRESS_LINE1_MAX_LENGTH } from '../rules/constants';
import { US_STATES } from './enum-values';
import { EMAIL_PATTERN, PHONE_PATTERN, STATE_PATTERN } from './field-patterns';

/** Building blocks shared by the entity and form schemas. */

/** The longest id a client may send (ULIDs are 26 characters; catalogue ids are shorter still). */
export const ID_MAX_LENGTH = 100;

/** Ids are ULID strings. */
export const Id = z.string().min(1).max(ID_MAX_LENGTH);

/** An id the server made with `ulid()` and that names a storage key: exactly a ULID, nothing else. */
export const UlidId = z
  .string()
  .length(26)
  .regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a valid id');

/** Calendar date, ISO `YYYY-MM-DD`. */
export const IsoDate = z.iso.date();
/** Instant, ISO 8601 with offset. */
export const IsoDateTime = z.iso.datetime({ offset: true });

/** Money in integer cents (USD). */
export const Cents = z.number().int();

export const StatCode = z.string().min(1).max(20);

/** Spec limit: address line 1 is at most 30 characters on billing, shipping, contact and checkout forms. */
export const ADDRESS_LINE1_MAX = ADDRESS_LINE1_MAX_LENGTH;

/**
 * A string whose absence reports `requiredMessage`. Pattern checks after a required check skip the
 * empty value, so an empty field reports only the required message; no check aborts, so cross-field
 * refinements of a form still run while a field is empty.
 */
function requiredString(requiredMessage: string = validation.required) {
  return z.string({ error: requiredMessage }).trim();
}

/** A required text field: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number, requiredMessage: string = validation.required) {
  return requiredString(requiredMessage).min(1, requiredMessage).max(max, validation.tooLong(max));
}

/** An optional text field: may be absent or empty, at most `max` characters. */
export function optionalText(max: number) {
  return z.string().trim().max(max, validation.tooLong(max)).optional();
}

/** `pattern` applies only when the value is not empty. */
export function emptyOr(pattern: RegExp) {
  return (value: string) => value === '' || pattern.test(value);
}

/**
 * Address line 1 on billing, shipping, contact and checkout forms: required, and over 30 characters
 * shows the spec's warning and blocks the submit. `max` is the field's own maximum (e.g. 100 on the
 * billing form); the 30-character rule is stricter, so it is the one that reports.
 */
export function addressLine1Field(max: number = ADDRESS_LINE1_MAX) {
  return requiredString()
    .min(1, validation.required)
    .max(Math.min(max, ADDRESS_LINE1_MAX), errors.addressLine1TooLong);
}

/**
 * The postal address of the shipping-address and ship-to forms: four lines (the first under the
 * 30-character rule), city, state or province, postal code and country code.
 */
export function postalAddressFields() {
  return {
    addressLine1: addressLine1Field(),
    addressLine2: optionalText(100),
    addressLine3: optionalText(100),
    addressLine4: optionalText(100),
    city: requiredText(50),
    state: stateCode(),
    province: optionalText(50),
    postalCode: requiredText(10),
    countryCode: optionalText(2),
  };
}

/** Two capital letters. */
export function stateCode(required = true) {
  return required
    ? requiredString()
        .min(1, validation.required)
        .max(2, validation.tooLong(2))
        .refine(emptyOr(STATE_PATTERN), validation.invalidState)
    : z
        .string()
        .trim()
        .max(2, validation.tooLong(2))
        .refine(emptyOr(STATE_PATTERN), validation.invalidState)
        .optional();
}

export function requiredPhone(max = 12) {
  return requiredString()
    .min(1, validation.required)
    .max(max, validation.tooLong(max))
    .refine(emptyOr(PHONE_PATTERN), validation.invalidPhone);
}

export function optionalPhone(max = 12) {
  return z
    .string()
    .trim()
    .max(max, validation.tooLong(max))
    .refine(emptyOr(PHONE_PATTERN), validation.invalidPhone)
    .optional();
}

export function requiredEmail(max = 50, requiredMessage: string = validation.required) {
  return requiredString(requiredMessage)
    .min(1, requiredMessage)
    .max(max, validation.tooLong(max))
    .refine(emptyOr(EMAIL_PATTERN), validation.invalidEmail);
}

export function optionalEmail(max = 50) {
  return z
    .string()
    .trim()
    .max(max, validation.tooLong(max))
    .refine(emptyOr(EMAIL_PATTERN), validation.invalidEmail)
    .optional();
}

const US_STATE_SET: ReadonlySet<string> = new Set(US_STATES);

/** A state chosen from the list of the 50 states plus DC: required, 2 letters. */
export function usState() {
  // Empty reports Required and over 2 reports the maximum; only a 2-letter value is looked up.
  return requiredText(2).refine(
    (value) => value.length !== 2 || US_STATE_SET.has(value),
    validation.selectState,
  );
}
