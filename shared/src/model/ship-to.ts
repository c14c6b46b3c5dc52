import * as z from 'zod';
import { errors, validation } from '../messages';
import { MAX_ITEM_QUANTITY } from '../rules/constants';
import { Id, optionalEmail, optionalPhone, optionalText, postalAddressFields, requiredText } from './fields';
import { postalAddressShape } from './postal-address';

/** How many of a cart item go to one ship-to address. */
export const OrderContactItemQuantity = z.object({
  cartItemId: Id,
  quantity: z.number().int().min(1),
});
export type OrderContactItemQuantity = z.infer<typeof OrderContactItemQuantity>;

/** One address the cart ships to (spec 1 §3 "Ship-to entry"). */
export const ShipToEntry = z.object({
  id: Id,
  contactAddressId: z.string().optional(),
  marketingContactId: z.string().optional(),
  addressee: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  companyName: z.string().optional(),
  ...postalAddressShape,
  addressLine3: z.string().optional(),
  addressLine4: z.string().optional(),
  province: z.string().optional(),
  countryCode: z.string(),
  shipToEmail: z.string().optional(),
  shipToPhoneNumber: z.string().optional(),
  orderContactItemQuantities: z.array(OrderContactItemQuantity),
  selectionIsMarkedForRemoval: z.boolean(),
});
export type ShipToEntry = z.infer<typeof ShipToEntry>;

/** Address save options of a custom ship-to address. */
export const AddressSaveOptions = z.object({
  saveAddress: z.boolean(),
  saveDefault: z.boolean(),
});
export type AddressSaveOptions = z.infer<typeof AddressSaveOptions>;

/**
 * A custom ship-to address entered at checkout (also used to fix failed upload records). Address line 1
 * follows the 30-character rule; the other required fields are those an address needs.
 */
export const ShipToAddressForm = z.object({
  contactId: z.string().max(100).optional(),
  addressee: requiredText(100),
  firstName: optionalText(50),
  lastName: optionalText(50),
  companyName: optionalText(100),
  ...postalAddressFields(),
  shipToEmail: optionalEmail(50),
  shipToPhoneNumber: optionalPhone(),
  saveAddress: z.boolean().optional(),
  saveDefault: z.boolean().optional(),
});
export type ShipToAddressForm = z.infer<typeof ShipToAddressForm>;

/**
 * Multi-ship quantity of one item at one address: an integer, at least 1 (spec 1 §5), at most
 * MAX_ITEM_QUANTITY (the product's own limit is the cart's rule, per address and in total).
 */
export const MultiShipQuantity = z
  .number({ error: validation.wholeNumber })
  .int(validation.wholeNumber)
  .min(1, validation.quantityAtLeastOne)
  .max(MAX_ITEM_QUANTITY, errors.limitExceeded(String(MAX_ITEM_QUANTITY)));
export type MultiShipQuantity = z.infer<typeof MultiShipQuantity>;

export const MultiShipItemQuantity = z.object({
  shipToId: Id,
  cartItemId: Id,
  quantity: MultiShipQuantity,
});
export type MultiShipItemQuantity = z.infer<typeof MultiShipItemQuantity>;

/** The fields per-record upload errors are keyed by (spec 1 §5), as the spec spells them. */
export const SHIP_TO_UPLOAD_FIELDS = [
  'Addressee',
  'AddressLine1',
  'City',
  'State',
  'PostalCode',
  'Country Code',
  'ShipToPhoneNumber',
] as const;
export const ShipToUploadField = z.enum(SHIP_TO_UPLOAD_FIELDS);
export type ShipToUploadField = z.infer<typeof ShipToUploadField>;

/** Ship-to list uploads: .xlsx or .csv, one file (spec 1 §5). */
export { SHIP_TO_UPLOAD_EXTENSIONS } from '../rules/constants';

/** A field error of one uploaded record. */
export const RecordValidationError = z.object({
  field: z.string(),
  errorMessage: z.string(),
});
export type RecordValidationError = z.infer<typeof RecordValidationError>;

/** One record of an uploaded ship-to list, as read (it may be incomplete). */
export const UploadedListItem = z.object({
  address: ShipToEntry.partial(),
  validationErrors: z.array(RecordValidationError),
});
export type UploadedListItem = z.infer<typeof UploadedListItem>;

/** Summary of a ship-to list upload (spec 1 §3 "Upload summary"). */
export const UploadSummary = z.object({
  total: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  success: z.number().int().nonnegative(),
  uploadedListItems: z.array(UploadedListItem),
});
export type UploadSummary = z.infer<typeof UploadSummary>;

/** Steps of the Ship to Multiple Contacts upload (spec 1 §2, §4); fix edits the failed records. */
export const ShipToUploadStep = z.enum(['upload', 'preview', 'summary', 'fix', 'confirm']);
export type ShipToUploadStep = z.infer<typeof ShipToUploadStep>;

/** The choices of the upload summary: proceed, reupload, fix (fix only when some records failed). */
export const UploadSummaryChoice = z.enum(['proceed', 'reupload', 'fix']);
export type UploadSummaryChoice = z.infer<typeof UploadSummaryChoice>;

/** At most this many contacts are picked at once (the spec's contact lists read up to 1000). */
export const MAX_SHIP_TO_CONTACTS = 1000;

/**
 * Where the cart ships (spec 1 §2 Ship To panel, §4 "Set ship to"): a saved address or a custom one (Ship
 * to My Address, mode user), one contact (single contact), or several contacts (multiple contacts; an
 * uploaded list confirms through /uploads/{id}/confirm instead).
 */
export const SetShipTo = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('savedAddress'), addressId: Id }),
  z.object({ kind: z.literal('customAddress'), address: ShipToAddressForm }),
  z.object({ kind: z.literal('contact'), contactId: Id }),
  z.object({
    kind: z.literal('contacts'),
    contactIds: z.array(Id).min(1, validation.chooseAContact).max(MAX_SHIP_TO_CONTACTS),
  }),
]);
export type SetShipTo = z.infer<typeof SetShipTo>;

/** Remove multi-ship addresses (ids). */
export const RemoveShipTos = z.object({ ids: z.array(Id).min(1).max(MAX_SHIP_TO_CONTACTS) });
export type RemoveShipTos = z.infer<typeof RemoveShipTos>;

/** At most this many quantities change at once: they are saved in one transaction with the cart. */
export const MAX_QUANTITY_CHANGES = 90;

/** Update multi-ship item quantities. */
export const SetMultiShipQuantities = z.object({
  quantities: z.array(MultiShipItemQuantity).min(1).max(MAX_QUANTITY_CHANGES),
});
export type SetMultiShipQuantities = z.infer<typeof SetMultiShipQuantities>;
