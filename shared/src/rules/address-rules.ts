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
