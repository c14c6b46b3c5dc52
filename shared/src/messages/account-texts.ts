import { formatCount } from '../rules/formatting';
/** Texts of the account area (spec 1 §2 Account area): titles, labels and buttons. */

/** The account's agency-lists section (spec 1 §2 Account area: agency-lists). */
export const agencyListsTexts = {
  title: 'My Agency Lists',
  name: 'List Name',
  records: 'Records',
  uploaded: 'Uploaded',
  actions: 'Actions',
  remove: 'Delete',
  view: 'View',
  contactCount: (count: number) => `${formatCount(count)} contacts, in upload order`,
} as const;

const prospectDaysLeft = (daysLeft: number) => (daysLeft === 1 ? '1 day left' : `${daysLeft} days left`);

/**
 * A placed order's purchased prospect list (spec 2 §1: accessible 60 days after the mail date, through
 * order history).
 */
export const prospectListTexts = {
  title: 'Prospect List',
  daysLeft: (daysLeft: number = 0) => prospectDaysLeft(daysLeft),
  link: (daysLeft: number = 0) => `Prospect List (${prospectDaysLeft(daysLeft)})`,
  availableUntil: (date: string = '', count: number = 0) =>
    `${formatCount(count)} prospects, available until ${date}`,
  caption: 'Purchased prospects',
  backToOrder: 'Back to Order',
  rowsPending: 'This list’s prospects are still being added. The list updates by itself.',
  /** The account's lists: the purchased prospect lists still accessible, beside the uploaded ones. */
  accountTitle: 'Prospect Lists',
  order: 'Order',
  product: 'Product',
  prospects: 'Prospects',
  expires: 'Available Until',
  view: 'View',
} as const;

/** The order list while a just-placed order's recipients are still being written (after its capture). */
export const orderListTexts = {
  title: 'Order List',
  list: 'Order list',
  caption: 'Order list contacts',
  orderNumber: 'Order Number',
  filter: 'Filter',
  listFilter: (listId: string) => `List ${listId}`,
  clear: 'Clear',
  rowsPending: 'This order’s recipients are still being added. The list updates by itself.',
} as const;

/** The account's save-for-later section (spec 1 §2 Account area: save-for-later). */
export const savedItemsTexts = {
  title: 'My Saved Items',
  item: 'Item',
  saved: 'Saved',
  updated: 'Last Changed',
  actions: 'Actions',
  continue: 'Continue',
  remove: 'Delete',
} as const;

/** The account's favorites section and the toggle on product detail (spec 1 §2). */
export const favoritesTexts = {
  title: 'My Favorites',
  addToFavorites: 'Add to Favorites',
  inFavorites: 'In Favorites',
  sortLabel: 'Sort',
  sorts: {
    'newest-to-oldest': 'Newest to oldest',
    'oldest-to-newest': 'Oldest to newest',
    'asset-number-a-z': 'Asset number A-Z',
    'name-a-z': 'Name A-Z',
    'ignite-eligible-first': 'Ignite eligible first',
  },
  empty: 'You have no favorite marketing materials yet.',
} as const;

/** The account's profile section (spec 1 §2 Account area: profile). */
export const profileTexts = {
  title: 'My Profile',
  personalInformation: 'Personal Information',
  lastName: 'Last Name',
  firstName: 'First Name',
  email: 'Email',
  defaultShippingAddress: 'Default Shipping Address',
  otherShippingAddresses: 'Other Shipping Addresses',
  agencyEmailPreferences: 'Agency Email Preferences',
  agencyInformation: 'Agency Information',
  accountAddress: 'Account Address',
  companyAddress: 'Company Address',
  editAgencyAddress: 'Edit Agency Address',
  addAgencyEmail: 'Add Agency Email',
  editAgencyEmail: 'Edit Agency Email',
  programs: 'Programs',
  addShippingAddress: 'Add Shipping Address',
  editShippingAddress: 'Edit Shipping Address',
  makeDefault: 'Make this my default shipping address',
  setDefault: 'Set as Default',
  edit: 'Edit',
  remove: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
} as const;

/** The account's contacts section (spec 1 §2 Account area: contacts). */
export const contactsTexts = {
  title: 'My Contacts',
  addContact: 'Add Contact',
  newContact: 'New Contact',
  editContact: 'Edit Contact',
  save: 'Save',
  cancel: 'Cancel',
  sortLabel: 'Sort',
  sorts: { lastNameAsc: 'Last name A-Z', lastNameDesc: 'Last name Z-A' },
  favoritesOnly: 'Favorites only',
  edit: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  favorite: (name: string) => `Favorite ${name}`,
  saved: { title: 'Success', message: 'Contact has been saved.' },
  deleted: { title: 'Success', message: 'Contact has been deleted.' },
} as const;

/** The account's image library (spec 1 §2 Account area: image-library; §5 image upload). */
export const imageLibraryTexts = {
  title: 'My Image Library',
  upload: 'Upload Image',
  /** Spec 1 §5: the help text lists these types and recommends 300 DPI; the picker takes PNG and JPEG. */
  help: 'Accepted files: JPG, JPEG, TIF, TIFF, EPS and vector artwork. 300 DPI minimum recommended.',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  processing: 'Making the thumbnail…',
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  remove: 'Delete',
  nameLabel: 'Image name',
  empty: 'You do not have any images in your library yet.',
  wrongType: 'Only PNG and JPEG images can be uploaded.',
  tooLarge: (megabytes: number) => `Images can be at most ${megabytes} MB.`,
  notAnImage: 'This file is not a PNG or JPEG image we can read.',
  uploadFailed: 'The image could not be uploaded. Please try again.',
  uploaded: { title: 'Success', message: 'Image has been uploaded.' },
  renamed: { title: 'Success', message: 'Image has been renamed.' },
  deleted: { title: 'Success', message: 'Image has been deleted.' },
} as const;

/** The account's downloads section (spec 1 §2 Account area: downloads; §3 Custom download). */
export const downloadsTexts = {
  title: 'My Downloads',
  itemNumber: 'Item Number',
  itemName: 'Item Name',
  downloadTitle: 'Title',
  agency: 'Agency',
  statCode: 'Stat Code',
  agencyName: 'Agency Name',
  customizedDate: 'Customized Date',
  status: 'Status',
  file: 'File',
  download: 'Download',
  notReady: 'Not ready',
} as const;

/** The account calendar (spec 1 §2 Account area: calendar; §3 Calendar event). */
export const calendarTexts = {
  title: 'Calendar',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  today: 'Today',
  filters: 'Filters',
  type: 'Type',
  category: 'Category',
  classes: 'Show',
  startDate: 'Start Date',
  endDate: 'End Date',
  eventTitle: 'Title',
  content: 'Details',
  eventClass: 'Calendar',
  all: 'All',
  typeNames: {
    SCHEDULED_EVENTS: 'Scheduled Events',
    AGENCY_EVENTS: 'Agency Events',
    NATIONAL_EVENTS: 'National Events',
  },
  categoryNames: { MAIL_DROP: 'Mail Drop', COLLATERAL_ORDERS: 'Collateral Orders' },
  classNames: { personal: 'Personal', agency: 'Agency', national: 'National' },
  /** The heading of the chosen day's list under the month grid. */
  eventsOn: (day: string) => `Events on ${day}`,
  noEventsOnDay: 'There are no events on this day for the filters chosen.',
  /** A day's count of the agency's mail drops or collateral orders in the month grid. */
  dayCount: (category: 'MAIL_DROP' | 'COLLATERAL_ORDERS', count: number) =>
    `${formatCount(count)} ${
      category === 'MAIL_DROP'
        ? count === 1
          ? 'mail drop'
          : 'mail drops'
        : count === 1
          ? 'collateral order'
          : 'collateral orders'
    }`,
  mailDrop: (name: string, pieces: number) => `${name}: mail drop of ${formatCount(pieces)} pieces`,
  collateralOrder: (orderNumber: string) => `Order ${orderNumber} (collateral)`,
  added: { title: 'Success', message: 'Event has been added.' },
  agencyNeeded: 'Choose an agency before adding an event to its calendar.',
  nationalStaffOnly: 'Only staff can add events to the national calendar.',
} as const;
