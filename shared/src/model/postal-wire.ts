import * as z from 'zod';
import { POSTAL_WIRE_NAMES_KEY } from '../api/wire-renames';
import { POSTAL_WIRE_NAMES, type PostalNames } from './postal-wire-names';

export { domainFieldOf, POSTAL_WIRE_NAMES } from './postal-wire-names';

/**
 * The code spells the postal fields one way (`addressLine1`, `addressLine2`, `city`, `state`, `postalCode`,
 * the spec's own spelling on most of its shapes). Five of the spec's shapes name them otherwise on the wire
 * (agency details, policyholder row, cross-sell detail row, moving record, renewal rows: `address1`,
 * `address2`, `zip`; the cross-sell summary row: `agencyAddress1`, `agencyZip`). This module is the one
 * place that maps between the two: each of those contract schemas is a codec whose wire side keeps the
 * spec's names and whose domain side has ours. The API encodes its answers (`z.encode`), the SPA's client
 * decodes them (`parse`), so handlers and pages only ever see the domain names.
 */

type Renames = Readonly<Record<string, string>>;

/** The names of a prefixed address (`forward` → forwardAddressLine1 → forwardAddress1). */
export type PrefixedPostalNames<P extends string> = {
  [K in keyof PostalNames as `${P}${Capitalize<K>}`]: `${P}${Capitalize<PostalNames[K]>}`;
};

const capitalize = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

/** The postal names of an address whose fields carry a prefix (the moving record's forwarding address). */
export function prefixedPostalNames<const P extends string>(prefix: P): PrefixedPostalNames<P> {
  return Object.fromEntries(
    Object.entries(POSTAL_WIRE_NAMES).map(([domain, wire]) => [
      `${prefix}${capitalize(domain)}`,
      `${prefix}${capitalize(wire)}`,
    ]),
  ) as PrefixedPostalNames<P>;
}

type WireShape<S extends z.ZodRawShape, R extends Renames> = {
  [K in keyof S as K extends keyof R ? R[K] : K]: S[K];
};

function renameKeys(value: object, names: Renames): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [names[key] ?? key, field]));
}

function inverted(names: Renames): Renames {
  return Object.fromEntries(Object.entries(names).map(([domain, wire]) => [wire, domain]));
}

/** A record under the spec's wire names, for writers outside the contract (feed files the provider drops). */
export function toPostalWire(record: object, names: Renames = POSTAL_WIRE_NAMES): Record<string, unknown> {
  return renameKeys(record, names);
}

/**
 * A contract shape that travels under the spec's names: `domain` is the object the code works with; the
 * codec's wire side is the same object with the `names` renamed (default: the plain postal fields).
 */
export function postalWire<S extends z.ZodRawShape, const R extends Renames = PostalNames>(
  domain: z.ZodObject<S>,
  names: R = POSTAL_WIRE_NAMES as unknown as R,
) {
  const wireShape = renameKeys(domain.shape, names) as WireShape<S, R>;
  const wire = z.object(wireShape);
  const back = inverted(names);
  const codec = z.codec(wire, domain, {
    decode: (value) => renameKeys(value, back) as z.input<typeof domain>,
    encode: (value) => renameKeys(value, names) as z.output<typeof wire>,
  });
  // The rename map as plain data, for the SPA's production client, which has no zod (api/wire-renames.ts).
  Object.defineProperty(codec, POSTAL_WIRE_NAMES_KEY, { value: { ...names } });
  return codec;
}
