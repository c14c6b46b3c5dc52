/** Address rules of the account area and the forms (spec 1 §4, §5). */

/** The default shipping address is the first address in the list. */
export function defaultShippingAddress<T>(addresses: readonly T[]): T | undefined {
  return addresses[0];
}

/** The other shipping addresses: every address after the first. */
export function otherShippingAddresses<T>(addresses: readonly T[]): T[] {
  return addresses.slice(1);
}

/**
 * Changing the country clears state and province (billing form field `country`, address forms
 * `countryCode`). Choosing the same country again keeps them.
 */
export function withCountry<T extends { state?: string; province?: string }, K extends keyof T & string>(
  form: T,
  countryField: K,
  country: T[K],
): T {
  if (form[countryField] === country) return form;
  return { ...form, [countryField]: country, state: '', province: '' };
}

type NameAndAddressField =
  | 'firstName'
  | 'lastName'
  | 'addressLine1'
  | 'addressLine2'
  | 'city'
  | 'state'
  | 'postalCode';

/**
 * A person's name and postal address as a mail contact, a list row, an order's recipient and a ship-to all
 * carry it: one copy, so the places that pass it on cannot drop or rename a field.
 */
export function nameAndAddress<T extends Partial<Record<NameAndAddressField, unknown>>>(
  from: T,
): Pick<T, NameAndAddressField> {
  return {
    firstName: from.firstName,
    lastName: from.lastName,
    addressLine1: from.addressLine1,
    addressLine2: from.addressLine2,
    city: from.city,
    state: from.state,
    postalCode: from.postalCode,
  };
}
