import * as z from 'zod';

/** Spec enumerations (spec 1 §3 "Enumerations", spec 2 §3). Numeric codes are the spec's. */

export const ChannelType = { DirectMail: 1, Email: 2, Multiple: 3 } as const;
export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];
export const ChannelTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const DropType = { ONE: 'ONE', MULTIPLE: 'MULTIPLE', NONE: 'NONE' } as const;
export type DropType = (typeof DropType)[keyof typeof DropType];
export const DropTypeSchema = z.enum(['ONE', 'MULTIPLE', 'NONE']);

/** Weekly 1, bi-weekly 4; NONE for win-back. */
export const DropFrequency = { Weekly: 1, BiWeekly: 4, NONE: 0 } as const;
export type DropFrequency = (typeof DropFrequency)[keyof typeof DropFrequency];
export const DropFrequencySchema = z.union([z.literal(1), z.literal(4), z.literal(0)]);

export const CROSS_SELL_TYPE_CODES = ['H', 'A', 'UR', 'SP', 'LPP', 'PI', 'AA', 'AAC', 'N'] as const;
export const CrossSellTypeCode = z.enum(CROSS_SELL_TYPE_CODES);
export type CrossSellTypeCode = z.infer<typeof CrossSellTypeCode>;

export const LINES_OF_BUSINESS = [
  'Home',
  'Auto',
  'RV;Watercraft',
  'Motorcycle',
  'LandlordProtection',
  'Umbrella',
  'Other',
  'Renters',
  'Package',
  'SafecoPackage',
  'Pet Insurance',
] as const;
export const LineOfBusiness = z.enum(LINES_OF_BUSINESS);
export type LineOfBusiness = z.infer<typeof LineOfBusiness>;

/**
 * Program types as stored. Spec 2 also writes win-back as 'Winback'; values from query strings and
 * older states go through `normalizeProgramType` (rules/program-type-tab), which accepts either.
 */
export const PROGRAM_TYPES = [
  'CrossSell',
  'Prospecting',
  'Retention',
  'AnnualAuto',
  'WinBack',
  'DataListUpload',
  'AgencyReferral',
  'CrossSellEmail',
  'PetInsurance',
  'Other',
] as const;
export const ProgramType = z.enum(PROGRAM_TYPES);
export type ProgramType = z.infer<typeof ProgramType>;

export const OrderMode = z.enum(['create', 'edit', 'commit']);
export type OrderMode = z.infer<typeof OrderMode>;

export const Progress = { None: 0, InProgress: 1, Completed: 2 } as const;
export type Progress = (typeof Progress)[keyof typeof Progress];
export const ProgressSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const DeliveryType = { NONE: 0, PHYSICAL: 1, DIGITAL: 2 } as const;
export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];
export const DeliveryTypeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const REPORT_CATEGORIES = [1, 2, 3, 4, 5, 6] as const;
export const ReportCategory = z.union(REPORT_CATEGORIES.map((category) => z.literal(category)));
export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const Restriction = z.enum(['NotForMA', 'NotForCO']);
export type Restriction = z.infer<typeof Restriction>;

export const UNITS_OF_MEASURE = ['EA', 'KIT', 'BOX', 'PK', 'PAD', 'CAR'] as const;
export const UnitOfMeasure = z.enum(UNITS_OF_MEASURE);
export type UnitOfMeasure = z.infer<typeof UnitOfMeasure>;

export const EventType = z.enum(['ALL', 'SCHEDULED_EVENTS', 'AGENCY_EVENTS', 'NATIONAL_EVENTS']);
export type EventType = z.infer<typeof EventType>;
export const EventCategory = z.enum(['ALL', 'MAIL_DROP', 'COLLATERAL_ORDERS']);
export type EventCategory = z.infer<typeof EventCategory>;
export const EventClass = z.enum(['national', 'agency', 'personal']);
export type EventClass = z.infer<typeof EventClass>;

export const ReportGroupType = { ProgramReports: 3, MSCActivity: 4, AdminReports: 7 } as const;
export type ReportGroupType = (typeof ReportGroupType)[keyof typeof ReportGroupType];
export const ReportGroupTypeSchema = z.union([z.literal(3), z.literal(4), z.literal(7)]);

export const PaymentType = z.enum(['CREDIT_CARD', 'PAYPAL', 'STRIPE']);
export type PaymentType = z.infer<typeof PaymentType>;
export const CardBrand = z.enum(['American Express', 'Visa', 'MasterCard', 'Discover']);
export type CardBrand = z.infer<typeof CardBrand>;

/** 1 pending, 2 pending approval (shown In Progress), 99 canceled, 100 completed. */
export const OrderStatusCode = { Pending: 1, PendingApproval: 2, Canceled: 99, Completed: 100 } as const;
export type OrderStatusCode = (typeof OrderStatusCode)[keyof typeof OrderStatusCode];

export const OrderItemStatus = z.enum(['Pending', 'Complete', 'Canceled', 'Removed', 'Delivered']);
export type OrderItemStatus = z.infer<typeof OrderItemStatus>;

/** Order-history shipping filter: 100 shipped, 1 not shipped, 2 partially shipped. */
export const ShippingFilter = { Shipped: 100, NotShipped: 1, PartiallyShipped: 2 } as const;
export type ShippingFilter = (typeof ShippingFilter)[keyof typeof ShippingFilter];

export const ShipToMode = z.enum(['user', 'singleContact', 'multipleContacts', 'distributionList']);
export type ShipToMode = z.infer<typeof ShipToMode>;

/** Feedback type: user 1, order complete 2. */
export const FeedbackType = { User: 1, OrderComplete: 2 } as const;

/** Product search sorts (spec 1 §9 "Search sorts"). */
export const PRODUCT_SORTS = [
  'newest-to-oldest',
  'oldest-to-newest',
  'asset-number-a-z',
  'asset-number-z-a',
  'name-a-z',
  'name-z-a',
  'ignite-eligible-first',
] as const;
export const ProductSort = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSort>;

/** Favorites sorts (spec 1 §2): newest, oldest, asset number, name, ignite-eligible first. */
export const FAVORITE_SORTS = [
  'newest-to-oldest',
  'oldest-to-newest',
  'asset-number-a-z',
  'name-a-z',
  'ignite-eligible-first',
] as const satisfies readonly ProductSort[];
export const FavoriteSort = z.enum(FAVORITE_SORTS);
export type FavoriteSort = z.infer<typeof FavoriteSort>;

/** Contact sort (spec 1 §9): last name A-Z or Z-A. */
export const CONTACT_SORTS = ['last-name-a-z', 'last-name-z-a'] as const;
export const ContactSort = z.enum(CONTACT_SORTS);
export type ContactSort = z.infer<typeof ContactSort>;

/** Saved cards grid sort (spec 1 §2); the card list fetch sorts newest-to-oldest. */
export const CARD_SORTS = ['newest-to-oldest', 'oldest-to-newest'] as const;
export const CardSort = z.enum(CARD_SORTS);
export type CardSort = z.infer<typeof CardSort>;

/** The all-zero GUID used as the empty cart id. */
export const EMPTY_CART_ID = '00000000-0000-0000-0000-000000000000';

/** The 50 states plus DC: the personalization state list and the ZIP Code Look Up state list (spec 2 §2). */
export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export const UsState = z.enum(US_STATES);
export type UsState = z.infer<typeof UsState>;

/** Subscription durations in months (spec 2 §9); default 3. */
export const SUBSCRIPTION_PERIODS = [3, 6] as const;
export const SubscriptionPeriod = z.union([z.literal(3), z.literal(6)]);
export type SubscriptionPeriod = z.infer<typeof SubscriptionPeriod>;

/** ZIP radius choices in miles (spec 2 §9). */
export const ZIP_RADII = [0, 5, 10, 15, 25] as const;
export const ZipRadius = z.union([z.literal(0), z.literal(5), z.literal(10), z.literal(15), z.literal(25)]);
export type ZipRadius = z.infer<typeof ZipRadius>;

/** Punch-out (document editor) actions (spec 2 §3). */
export const PunchOutAction = z.enum(['create', 'edit', 'commit', 'reorder']);
export type PunchOutAction = z.infer<typeof PunchOutAction>;
