import { SUBSCRIPTION_PERIODS } from '../model/enum-values';

/**
 * Business constants of spec 1 §9 and spec 2 §9 (plus the limits stated in §5 of both).
 * Rule files import their numbers from here; nothing else defines them.
 */

// Timing (milliseconds)
export const OPPORTUNITY_SEARCH_REFRESH_MS = 5000;
export const AGENCY_SEARCH_DEBOUNCE_MS = 500;
export const SIGN_IN_REDIRECT_DELAY_MS = 5000;
export const FEEDBACK_MODAL_DELAY_MS = 3000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const WELCOME_KIT_WAIT_MS = 20_000;
/** Changing the agency hides and reloads the Moving list after 0.5 s. */
export const MOVING_LIST_RELOAD_DELAY_MS = 500;

// Page sizes. A screen's options under its own name are the shared set (`@alias`: a deliberate second name).
export const GRID_PAGE_SIZE_OPTIONS = [12, 24, 36, 48, 60] as const;
export const CONTACTS_PAGE_SIZE = 12;
/** @alias */
export const CONTACTS_PAGE_SIZE_OPTIONS = GRID_PAGE_SIZE_OPTIONS;
export const ORDER_HISTORY_PAGE_SIZE = 10;
export const ORDER_HISTORY_PAGE_SIZE_OPTIONS = [10, 20, 35, 48, 60] as const;
export const AGENCY_LISTS_PAGE_SIZE = 50;
/** The checkout's contact pickers read every contact in one page, as the spec's lists of up to 1000 do. */
export const ALL_CONTACTS_PAGE_SIZE = 1000;
/** Self-selection page sizes (personalization step 2, Express Order). */
export const RECIPIENT_PAGE_SIZES = [25, 50, 100] as const;
export const DEFAULT_RECIPIENT_PAGE_SIZE = 50;
/** The Admin Center's users. */
export const ADMIN_USER_PAGE_SIZES = [25, 50] as const;
export const IMAGES_PAGE_SIZE = 12;
export const FAVORITES_PAGE_SIZE = 12;
export const CARD_GRID_PAGE_SIZE = 12;
/** @alias */
export const CARD_GRID_PAGE_SIZE_OPTIONS = GRID_PAGE_SIZE_OPTIONS;
export const TABLE_PAGE_SIZE_OPTIONS = [25, 50, 100, 200] as const;
export const ORDER_DETAIL_LIST_PAGE_SIZE = 50;
/** @alias */
export const ORDER_DETAIL_LIST_PAGE_SIZE_OPTIONS = TABLE_PAGE_SIZE_OPTIONS;
export const CUSTOM_DOWNLOADS_PAGE_SIZE = 50;
/** @alias */
export const CUSTOM_DOWNLOADS_PAGE_SIZE_OPTIONS = TABLE_PAGE_SIZE_OPTIONS;
export const PRODUCT_SEARCH_PAGE_SIZE = 12;
/** @alias */
export const PRODUCT_SEARCH_PAGE_SIZE_OPTIONS = GRID_PAGE_SIZE_OPTIONS;
export const HOME_SAVED_ITEMS_SHOWN = 2;
export const CROSS_SELL_LIST_PAGE_SIZE = 50;
/** @alias */
export const CROSS_SELL_LIST_PAGE_SIZE_OPTIONS = TABLE_PAGE_SIZE_OPTIONS;
export const ANNUAL_AUTO_LIST_PAGE_SIZE = 50;
/** @alias */
export const ANNUAL_AUTO_LIST_PAGE_SIZE_OPTIONS = TABLE_PAGE_SIZE_OPTIONS;
export const MOVING_LIST_PAGE_SIZE = 12;
export const EXISTING_MAIL_LIST_PAGE_SIZE = 50;
/** Upload and existing-list previews show at most the first 20 records. */
export const UPLOAD_PREVIEW_RECORDS = 20;
/** Express order sub code strip: 10 at a time. */
export const SUB_CODE_STRIP_SIZE = 10;
/**
 * The sub codes one Express Order can hold. Every sub code's order is written in the one DynamoDB
 * transaction that also empties the cart and uses the benefits (all orders or none): 3 writes a sub code
 * (order number, order, item) plus at most 6 others must stay within the transaction's 100.
 */
export const EXPRESS_SUB_CODES_PER_ORDER = 30;
/**
 * How long an Express Order's pipeline run may take (express-order.asl.json's TimeoutSeconds): a run still
 * 'running' after it is dead, and no longer holds back the next one.
 */
export const EXPRESS_RUN_TIMEOUT_SECONDS = 900;

// Field limits
/**
 * The most of one product a cart line, or one address of Ship to Multiple Contacts, may ask for when the
 * product names no limit of its own: a sane bound on what a request can make the order cost.
 */
export const MAX_ITEM_QUANTITY = 100_000;
export const LICENSE_NUMBER_MIN_LENGTH = 7;
export const ADDRESS_LINE1_MAX_LENGTH = 30;
/** Personalization form maxima (spec 2 §5). */
export const PERSONALIZATION_MAX_LENGTHS = {
  agencyName: 100,
  licenseNumber: 20,
  agentFirstName: 50,
  agentLastName: 50,
  agentPhone: 12,
  agentEmail: 50,
  addressLine1: 50,
  city: 50,
  state: 2,
  postalCode: 10,
} as const;
/** States where the personalization license number is required. */
export const LICENSE_NUMBER_REQUIRED_STATES = ['CA', 'AR'] as const;
/** Billing form maxima (spec 1 §5). */
export const BILLING_MAX_LENGTHS = {
  name: 100,
  addressLine1: 100,
  addressLine2: 100,
  city: 50,
  state: 2,
  province: 50,
  country: 2,
} as const;
/** Agency address form maxima (spec 1 §5). */
export const AGENCY_ADDRESS_MAX_LENGTHS = { phoneNumber: 15, email: 50 } as const;
/** ZIP lookup form maxima (spec 2 §5). */
export const ZIP_LOOKUP_MAX_LENGTHS = { city: 50, state: 2 } as const;
export const STAR_RATING_MIN = 1;
export const STAR_RATING_MAX = 5;
/** Card expiry year choices: 8 years from the current year. */
export const EXPIRY_YEAR_CHOICES = 8;
export const SHIP_TO_UPLOAD_EXTENSIONS = ['.xlsx', '.csv'] as const;
export const MAIL_LIST_UPLOAD_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
export const IMAGE_UPLOAD_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
/** Ours (the spec gives none): an image library upload is at most 10 MB and 40 megapixels. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;

// Drops and mailings
export const DROP_WINDOW_EARLIEST_DAYS = 2;
export const DROP_WINDOW_LATEST_MONTHS = 4;
/**
 * Ours (the spec gives none): a placed order's drop can be moved or canceled online while its mail date is
 * at least this many business days (Monday to Friday) ahead; closer, print production has started and the
 * spec's help text sends the agent to the phone.
 */
export const DROP_CHANGE_LEAD_BUSINESS_DAYS = 3;
/** 25 or fewer policyholders go out in one drop; multiple drops are offered above it. */
export const SMALL_ORDER_THRESHOLD = 25;
/** The product data type for which multiple drops may be offered. */
export const MULTIPLE_DROPS_PRODUCT_DATA_TYPE = 1;
export const MAILING_COUNTS = [2, 3, 4] as const;
/** Days between drops per frequency code: weekly (1) and bi-weekly (4). */
export const DROP_FREQUENCY_INTERVAL_DAYS = { 1: 7, 4: 14 } as const;
/** A mailed list (cross-sell, prospects) is the agency's for 60 days after its last mail date (spec §9). */
export const LIST_EXPIRY_DAYS = 60;
/** Expiry is highlighted as urgent when fewer than this many days remain. */
export const LIST_EXPIRY_URGENT_DAYS = 10;
export const WIN_BACK_MAIL_DAY = 13;
export const WIN_BACK_LOOKBACK = { minDays: 30, maxYears: 3 } as const;
export const RENEWAL_LOOKAHEAD_MONTHS = 3;
/** Spec 2 §9: "Annual auto letter mailed 60-90 days before renewal" (both ends included). */
export const ANNUAL_AUTO_MAIL_DAYS_BEFORE_RENEWAL = { earliest: 90, latest: 60 } as const;
/**
 * Days from the chosen date (e-mail only) or the first direct-mail drop (multi-channel) to the e-mail's send
 * date (spec 2 §9 "about 1 week", "about 10 days"; the cross-sell note's "about 2-3 weeks", §2).
 */
export const EMAIL_SEND_DELAY_DAYS = { emailOnly: 7, multiChannel: 10, crossSellMultiChannel: 14 } as const;
/**
 * The delivery note (spec 1 §9: "up to 10 days for in-home delivery") as the in-home window of a drop: its
 * pieces arrive from the 3rd to the 10th day after the drop date, counted in days of the drop calendar
 * (Monday to Friday, postal holidays excluded). The 10 is the spec's; counting business days and the
 * earliest day 3 are ours (marketing mail is not delivered the next day).
 */
export const IN_HOME_WINDOW_BUSINESS_DAYS = { first: 3, last: 10 } as const;

// Prospecting and retention
export const SUBSCRIPTION_PERIODS_MONTHS = SUBSCRIPTION_PERIODS;
export const DEFAULT_SUBSCRIPTION_PERIOD_MONTHS = 3;

// Print on demand
export const PRINT_ON_DEMAND_QUANTITY = { min: 25, max: 500, step: 25, default: 100 } as const;
/** 0.25 dollars each. */
export const PRINT_ON_DEMAND_UNIT_PRICE_CENTS = 25;

// Codes and identifiers
export const DEFAULT_ADDRESS_TYPE = 2;
/** The products an owner master may order for its sub codes at once (spec 1 §9); the seed flags them so. */
export const EXPRESS_ORDER_ITEM_NUMBERS = ['AP-8083', 'AP-8083LU', 'AP-8084', 'AP-8085'] as const;
export const CROSS_SELL_CODES = ['H', 'A', 'UR', 'SP', 'LPP', 'PI'] as const;
export type CrossSellCode = (typeof CROSS_SELL_CODES)[number];
/**
 * Prospects with phone numbers cost more per record (spec 2: "additional charges apply"); the spec gives no
 * amount, this surcharge per record is ours.
 */
export const PROSPECT_PHONE_SURCHARGE_CENTS = 5;

// Discount codes
/** Wrong discount codes a user may try in a minute before the cart answers 429 (guessing stays slow). */
export const DISCOUNT_ATTEMPTS_PER_MINUTE = 10;
/** A cart carries one discount code: codes never stack. */
export const DISCOUNT_CODES_PER_CART = 1;
