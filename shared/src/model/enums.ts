import * as z from 'zod';
import {
  CARD_SORTS,
  CONTACT_SORTS,
  CROSS_SELL_TYPE_CODES,
  FAVORITE_SORTS,
  LINES_OF_BUSINESS,
  PERSONALIZATION_TEMPLATES,
  PRODUCT_SORTS,
  PROGRAM_TYPES,
  REPORT_CATEGORIES,
  UNITS_OF_MEASURE,
  US_STATES,
} from './enum-values';

/** Spec enumerations (spec 1 §3 "Enumerations", spec 2 §3) as zod schemas; the plain values are in enum-values.ts. */

export * from './enum-values';

export const ChannelTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const DropTypeSchema = z.enum(['ONE', 'MULTIPLE', 'NONE']);

export const DropFrequencySchema = z.union([z.literal(1), z.literal(4), z.literal(0)]);

export const CrossSellTypeCode = z.enum(CROSS_SELL_TYPE_CODES);
export type CrossSellTypeCode = z.infer<typeof CrossSellTypeCode>;

export const LineOfBusiness = z.enum(LINES_OF_BUSINESS);
export type LineOfBusiness = z.infer<typeof LineOfBusiness>;

export const ProgramType = z.enum(PROGRAM_TYPES);
export type ProgramType = z.infer<typeof ProgramType>;

export const OrderMode = z.enum(['create', 'edit', 'commit']);
export type OrderMode = z.infer<typeof OrderMode>;

export const DeliveryTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const ReportCategory = z.union(REPORT_CATEGORIES.map((category) => z.literal(category)));

export const Restriction = z.enum(['NotForMA', 'NotForCO']);
export type Restriction = z.infer<typeof Restriction>;

export const UnitOfMeasure = z.enum(UNITS_OF_MEASURE);

export const PersonalizationTemplate = z.enum(PERSONALIZATION_TEMPLATES);
export type UnitOfMeasure = z.infer<typeof UnitOfMeasure>;

export const EventType = z.enum(['ALL', 'SCHEDULED_EVENTS', 'AGENCY_EVENTS', 'NATIONAL_EVENTS']);
export type EventType = z.infer<typeof EventType>;

export const EventCategory = z.enum(['ALL', 'MAIL_DROP', 'COLLATERAL_ORDERS']);
export type EventCategory = z.infer<typeof EventCategory>;

export const EventClass = z.enum(['national', 'agency', 'personal']);
export type EventClass = z.infer<typeof EventClass>;

export const ReportGroupTypeSchema = z.union([z.literal(3), z.literal(4), z.literal(7)]);

export const PaymentType = z.enum(['CREDIT_CARD', 'PAYPAL', 'STRIPE']);
export type PaymentType = z.infer<typeof PaymentType>;

export const CardBrand = z.enum(['American Express', 'Visa', 'MasterCard', 'Discover']);
export type CardBrand = z.infer<typeof CardBrand>;

export const OrderItemStatus = z.enum(['Pending', 'Complete', 'Canceled', 'Removed', 'Delivered']);
export type OrderItemStatus = z.infer<typeof OrderItemStatus>;

export const ShipToMode = z.enum(['user', 'singleContact', 'multipleContacts', 'distributionList']);
export type ShipToMode = z.infer<typeof ShipToMode>;

export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

export const FavoriteSort = z.enum(FAVORITE_SORTS);
export type FavoriteSort = z.infer<typeof FavoriteSort>;

export const ContactSort = z.enum(CONTACT_SORTS);
export type ContactSort = z.infer<typeof ContactSort>;

export const CardSort = z.enum(CARD_SORTS);
export type CardSort = z.infer<typeof CardSort>;

export const UsState = z.enum(US_STATES);
export type UsState = z.infer<typeof UsState>;

export const SubscriptionPeriod = z.union([z.literal(3), z.literal(6)]);
export type SubscriptionPeriod = z.infer<typeof SubscriptionPeriod>;

export const ZipRadius = z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(15), z.literal(25)]);
export type ZipRadius = z.infer<typeof ZipRadius>;

/** Punch-out (document editor) actions (spec 2 §3). */
export const PunchOutAction = z.enum(['create', 'edit', 'commit', 'reorder']);
export type PunchOutAction = z.infer<typeof PunchOutAction>;
