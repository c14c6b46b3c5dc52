/**
 * The spec's enumerations as plain values (spec 1 §3 "Enumerations", spec 2 §3): no zod here, so rules
 * and pages that only need a value do not load zod (to keep the first paint light). `enums.ts` adds the schemas.
 */

export const ChannelType = { DirectMail: 1, Email: 2, Multiple: 3 } as const;

export type ChannelType = (typeof ChannelType)[keyof typeof ChannelType];

export const DropType = { ONE: 'ONE', MULTIPLE: 'MULTIPLE', NONE: 'NONE' } as const;

export type DropType = (typeof DropType)[keyof typeof DropType];

/** Weekly 1, bi-weekly 4; NONE for win-back. */
export const DropFrequency = { Weekly: 1, BiWeekly: 4, NONE: 0 } as const;

export type DropFrequency = (typeof DropFrequency)[keyof typeof DropFrequency];

export const CROSS_SELL_TYPE_CODES = ['H', 'A', 'UR', 'SP', 'LPP', 'PI', 'AA', 'AAC', 'N'] as const;

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

export const Progress = { None: 0, InProgress: 1, Completed: 2 } as const;

export type Progress = (typeof Progress)[keyof typeof Progress];

export const DeliveryType = { NONE: 0, PHYSICAL: 1, DIGITAL: 2 } as const;

export type DeliveryType = (typeof DeliveryType)[keyof typeof DeliveryType];

export const REPORT_CATEGORIES = [1, 2, 3, 4, 5, 6] as const;

export type ReportCategory = (typeof REPORT_CATEGORIES)[number];

export const UNITS_OF_MEASURE = ['EA', 'KIT', 'BOX', 'PK', 'PAD', 'CAR'] as const;

/** The built-in document editor's templates a personalizable product may name (unset: chosen by its format). */
export const PERSONALIZATION_TEMPLATES = ['letter', 'postcard', 'email', 'welcomeKit'] as const;
export type PersonalizationTemplateKind = (typeof PERSONALIZATION_TEMPLATES)[number];

export const ReportGroupType = { ProgramReports: 3, MSCActivity: 4, AdminReports: 7 } as const;

export type ReportGroupType = (typeof ReportGroupType)[keyof typeof ReportGroupType];

/** 1 pending, 2 pending approval (shown In Progress), 99 canceled, 100 completed. */
export const OrderStatusCode = { Pending: 1, PendingApproval: 2, Canceled: 99, Completed: 100 } as const;

export type OrderStatusCode = (typeof OrderStatusCode)[keyof typeof OrderStatusCode];

/** Order-history shipping filter: 100 shipped, 1 not shipped, 2 partially shipped. */
export const ShippingFilter = { Shipped: 100, NotShipped: 1, PartiallyShipped: 2 } as const;

export type ShippingFilter = (typeof ShippingFilter)[keyof typeof ShippingFilter];

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

/** The Admin Center's product list filter. */
export const ADMIN_PRODUCT_STATUSES = ['all', 'active', 'retired'] as const;

/** Favorites sorts (spec 1 §2): newest, oldest, asset number, name, ignite-eligible first. */
export const FAVORITE_SORTS = [
  'newest-to-oldest',
  'oldest-to-newest',
  'asset-number-a-z',
  'name-a-z',
  'ignite-eligible-first',
] as const satisfies readonly (typeof PRODUCT_SORTS)[number][];

/** Contact sort (spec 1 §9): last name A-Z or Z-A. */
export const CONTACT_SORTS = ['last-name-a-z', 'last-name-z-a'] as const;

/** Saved cards grid sort (spec 1 §2); the card list fetch sorts newest-to-oldest. */
export const CARD_SORTS = ['newest-to-oldest', 'oldest-to-newest'] as const;

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

/** Subscription durations in months (spec 2 §9); default 3. */
export const SUBSCRIPTION_PERIODS = [3, 6] as const;

/** ZIP radius choices in miles (spec 2 §9). */
export const ZIP_RADII = [0, 5, 10, 15, 25] as const;
