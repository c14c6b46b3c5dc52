/**
 * The postal fields' names on the wire (model/postal-wire.ts) as plain data, without zod: the SPA's pages
 * that map a field named in the spec's words to the code's (a sort or export column) need these alone.
 */

/** Domain name → the spec's wire name. */
export const POSTAL_WIRE_NAMES = {
  addressLine1: 'address1',
  addressLine2: 'address2',
  postalCode: 'zip',
} as const;

export type PostalNames = typeof POSTAL_WIRE_NAMES;

/**
 * The domain name of a field named on the wire (a sort column or an export column given in the spec's
 * names): `zip` → `postalCode`; any other name is its own.
 */
export function domainFieldOf<const F extends string>(wireName: F): DomainFieldOf<F> {
  const entry = Object.entries(POSTAL_WIRE_NAMES).find(([, wire]) => wire === wireName);
  return (entry ? entry[0] : wireName) as DomainFieldOf<F>;
}

export type DomainFieldOf<F extends string> = F extends PostalNames[keyof PostalNames]
  ? { [K in keyof PostalNames]: PostalNames[K] extends F ? K : never }[keyof PostalNames]
  : F;
