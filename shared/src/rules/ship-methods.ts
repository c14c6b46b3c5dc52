/**
 * The ship methods a cart offers, with their price per ship-to address in cents. The spec names the ship
 * method panel but not the methods; these are ours, the same ones the seeded orders carry.
 */
export const SHIP_METHODS = [
  { code: 'GROUND', name: 'Ground', price: 0 },
  { code: 'TWO_DAY', name: 'Two Day', price: 995 },
  { code: 'OVERNIGHT', name: 'Overnight', price: 1495 },
] as const;
export type ShipMethodCode = (typeof SHIP_METHODS)[number]['code'];
export const DEFAULT_SHIP_METHOD_CODE: ShipMethodCode = 'GROUND';
export const SHIP_METHOD_CODES = SHIP_METHODS.map((method) => method.code) as [
  ShipMethodCode,
  ...ShipMethodCode[],
];

/** The method of a code; an unknown code (an old cart) falls back to the default. */
export function shipMethodOf(code: string | null | undefined) {
  return SHIP_METHODS.find((method) => method.code === code) ?? SHIP_METHODS[0];
}
