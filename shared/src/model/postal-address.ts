import * as z from 'zod';

/**
 * The postal address as the code spells it (the spec's wire names are mapped in postal-wire.ts): spread into
 * each contact row, recipient and address model so that the fields and their types are written once.
 */
export const postalAddressShape = {
  addressLine1: z.string(),
  addressLine2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
};

/** Who a piece is mailed to: the person's name and postal address. */
export const mailContactShape = {
  firstName: z.string(),
  lastName: z.string(),
  ...postalAddressShape,
};
